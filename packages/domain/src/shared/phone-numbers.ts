import { MAX_CONTACT_PHONES, PHONE_NUMBER_MAX_LENGTH, PHONE_TYPES, VALIDATION, type PhoneType } from '@portal/contract';
import * as z from 'zod/mini';
import { isValidPhoneNumber } from './contact-rules';
import { requiredText } from './required-text';

/** One line of a phone-numbers form: the type is empty until the member picks one. */
export interface PhoneNumberLine {
  readonly number: string;
  readonly type: PhoneType | '';
  readonly primary: boolean;
}

export interface ContactPhoneEntry {
  readonly type: PhoneType;
  readonly number: string;
  readonly primary: boolean;
}

/** A form's two lines: the first one primary, the second empty. */
export function phoneNumberLines(first: PhoneType = 'cell'): PhoneNumberLine[] {
  return [
    { number: '', type: first, primary: true },
    { number: '', type: '', primary: false },
  ];
}

/** A line after the first left empty is no number, unless the member made it the primary one. */
export function enteredPhoneNumbers<Line extends { readonly number: string; readonly primary?: boolean }>(lines: readonly Line[]): Line[] {
  return lines.filter((line, index) => index === 0 || line.primary === true || line.number.trim() !== '');
}

const phoneNumberEntrySchema = z.object({
  number: requiredText(PHONE_NUMBER_MAX_LENGTH).check(z.refine(isValidPhoneNumber, { error: VALIDATION.phoneDigits })),
  type: z.enum(PHONE_TYPES, { error: VALIDATION.required }),
  primary: z.boolean(),
});

/**
 * Spec 000: one or two numbers of ten digits, of different types, exactly one of them
 * primary. The one rule of registration, the account's contact page and reward shipping,
 * run on their forms' lines and again on the calls' bodies. A single number is the primary one.
 */
export const phoneNumbersSchema = z.pipe(
  z.transform((lines: readonly PhoneNumberLine[]) => enteredPhoneNumbers(lines)),
  z.pipe(
    z.array(phoneNumberEntrySchema).check(
      z.minLength(1, { error: VALIDATION.required }),
      z.maxLength(MAX_CONTACT_PHONES, { error: VALIDATION.invalid }),
      z.superRefine((phones, context) => {
        const [first, second] = phones;
        if (!first || !second) return;
        if (first.type === second.type) context.addIssue({ code: 'custom', path: [1, 'type'], message: VALIDATION.uniqueType });
        if (first.primary === second.primary) context.addIssue({ code: 'custom', path: [0, 'primary'], message: VALIDATION.invalid });
      }),
    ),
    z.transform((phones): ContactPhoneEntry[] => (phones.length === 1 ? phones.map((phone) => ({ ...phone, primary: true })) : phones)),
  ),
);
