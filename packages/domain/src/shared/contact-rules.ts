/** Spec 000 section 5: phone numbers have 10 digits; ZIP codes have 5. */
export const PHONE_DIGITS = 10;
export const ZIP_DIGITS = 5;

/** The digits of a US phone number, without punctuation or a leading country code 1. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === PHONE_DIGITS + 1 && digits.startsWith('1') ? digits.slice(1) : digits;
}

export function isValidPhoneNumber(value: string): boolean {
  return /^[\d\s().+-]*$/.test(value) && phoneDigits(value).length === PHONE_DIGITS;
}

export function isValidZipCode(value: string): boolean {
  return new RegExp(`^\\d{${ZIP_DIGITS}}$`).test(value);
}

export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254;
}
