import type { PhoneType } from '@portal/contract';
import { PHONE_DIGITS, phoneDigits } from './contact-rules';

export interface PhoneLookup {
  readonly contactNumber: string;
  readonly type: PhoneType;
  readonly isValid: boolean;
  readonly isSmsCapable: boolean;
  /** How the answer was reached, for the record kept with the number. */
  readonly source: 'numbering-plan';
}

/** Spec: for SMS, a cell number is preferred, then home, then work. */
export const SMS_PHONE_PREFERENCE: readonly PhoneType[] = ['cell', 'home', 'work'];

/**
 * North American Numbering Plan: area code and exchange each start with 2-9 and are not
 * N11 service codes. Without a carrier lookup, the declared type decides SMS: a cell phone
 * can take texts, a home or work line cannot.
 */
export function lookUpPhoneNumber(raw: string, declaredType: PhoneType): PhoneLookup {
  const digits = phoneDigits(raw);
  const areaCode = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const isServiceCode = (part: string): boolean => part.slice(1) === '11';
  const isValid =
    digits.length === PHONE_DIGITS &&
    /^[2-9]/.test(areaCode) &&
    /^[2-9]/.test(exchange) &&
    !isServiceCode(areaCode) &&
    !isServiceCode(exchange);
  return { contactNumber: digits, type: declaredType, isValid, isSmsCapable: isValid && declaredType === 'cell', source: 'numbering-plan' };
}

/** The number to text: the first SMS-capable one in the spec's order of preference. */
export function preferredSmsPhone<T extends { readonly type: PhoneType; readonly isSmsCapable: boolean }>(
  numbers: readonly T[],
): T | undefined {
  for (const type of SMS_PHONE_PREFERENCE) {
    const match = numbers.find((number) => number.type === type && number.isSmsCapable);
    if (match) return match;
  }
  return undefined;
}
