import { VALIDATION, type MemberInfo, type PhoneType } from '@portal/contract';
import { isValidPhoneNumber, phoneDigits } from '@portal/domain';
import { displayPhoneNumber } from '../phone-display';

/** Spec 000: one or two contact numbers, of different types, one of them primary. */
export interface ContactNumbersForm {
  readonly phone1: string;
  readonly phone1Type: PhoneType;
  readonly phone2: string;
  /** Empty while there is no second number. */
  readonly phone2Type: PhoneType | '';
  readonly primary: 'phone1' | 'phone2';
}

export type ContactNumbersErrors = Partial<Record<keyof ContactNumbersForm, string>>;

export interface ContactPhone {
  readonly type: PhoneType;
  readonly number: string;
  readonly primary: boolean;
}

const hasSecondNumber = (form: ContactNumbersForm): boolean => form.phone2.trim() !== '';

/** The member's numbers as the form shows them: the first two, written as people write them, the primary one marked. */
export function contactNumbersFromMember(phones: MemberInfo['phoneNumbers']): ContactNumbersForm {
  const [first, second] = phones;
  return {
    phone1: first ? displayPhoneNumber(first.number) : '',
    phone1Type: first?.type ?? 'cell',
    phone2: second ? displayPhoneNumber(second.number) : '',
    phone2Type: second?.type ?? '',
    primary: second?.primary && !first?.primary ? 'phone2' : 'phone1',
  };
}

/** Each failing field with its `validation` message key. */
export function validateContactNumbers(form: ContactNumbersForm): ContactNumbersErrors {
  const errors: { -readonly [K in keyof ContactNumbersForm]?: string } = {};
  if (form.phone1.trim() === '') errors.phone1 = VALIDATION.required;
  else if (!isValidPhoneNumber(form.phone1)) errors.phone1 = VALIDATION.phoneDigits;
  if (hasSecondNumber(form)) {
    if (!isValidPhoneNumber(form.phone2)) errors.phone2 = VALIDATION.phoneDigits;
    if (form.phone2Type === '') errors.phone2Type = VALIDATION.required;
    else if (form.phone2Type === form.phone1Type) errors.phone2Type = VALIDATION.uniqueType;
  } else if (form.primary === 'phone2') {
    // The primary number cannot be one the member left empty.
    errors.phone2 = VALIDATION.required;
  }
  return errors;
}

/** The call's body: digits only, and exactly one primary number. */
export function contactNumbersBody(form: ContactNumbersForm): ContactPhone[] {
  const phones: ContactPhone[] = [{ type: form.phone1Type, number: phoneDigits(form.phone1), primary: form.primary === 'phone1' }];
  if (hasSecondNumber(form) && form.phone2Type !== '') {
    phones.push({ type: form.phone2Type, number: phoneDigits(form.phone2), primary: form.primary === 'phone2' });
  }
  if (phones.length === 1) return [{ ...phones[0]!, primary: true }];
  return phones;
}

const SERVER_FIELD = /^phoneNumbers(?:\.(\d+)(?:\.(number|type|primary))?)?$/;

/**
 * The server names the numbers' fields by their place in the body (`phoneNumbers.1.type`);
 * the form names them by line, so each message lands beside the field it is about.
 */
export function contactNumbersFieldErrors(fields: Record<string, string>): ContactNumbersErrors {
  const errors: { -readonly [K in keyof ContactNumbersForm]?: string } = {};
  for (const [path, message] of Object.entries(fields)) {
    const match = SERVER_FIELD.exec(path);
    if (!match) continue;
    const line = match[1] === '1' ? 'phone2' : 'phone1';
    const field = match[2] === 'type' ? (`${line}Type` as const) : line;
    errors[field] ??= message;
  }
  return errors;
}
