import { PHONE_DIGITS, phoneDigits } from '@portal/domain';

/** A US number as people write it, (503) 555-0188; anything else as it was saved. */
export function displayPhoneNumber(number: string): string {
  const digits = phoneDigits(number);
  if (digits.length !== PHONE_DIGITS) return number;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
