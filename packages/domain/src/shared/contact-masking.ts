/** An e-mail address shown without giving it away: its first letter and its domain. */
export function maskEmail(address: string): string {
  const [name = '', domain = ''] = address.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

/** A phone number shown by its last four digits. */
export function maskPhone(digits: string): string {
  return `***-***-${digits.slice(-4)}`;
}
