import { VALIDATION, type CommunicationPreferences, type PhoneType } from '@portal/contract';
import { phoneDigits } from '../shared/contact-rules';
import type { FieldProblems } from '../shared/field-problems';
import { lookUpPhoneNumber } from '../shared/phone-lookup';
import type { ContactPhoneEntry } from '../shared/phone-numbers';

export interface ContactPhoneRecord {
  readonly type: PhoneType;
  /** Ten digits, no punctuation. */
  readonly number: string;
  readonly primary: boolean;
  readonly smsCapable: boolean;
}

/**
 * The numbers as they are kept: digits only, a single number primary whatever it says, and
 * able to take texts as registration decides it (a valid cell number).
 */
export function toContactPhoneRecords(phones: readonly ContactPhoneEntry[]): ContactPhoneRecord[] {
  return phones.map((phone) => ({
    type: phone.type,
    number: phoneDigits(phone.number),
    primary: phones.length === 1 || phone.primary,
    smsCapable: lookUpPhoneNumber(phone.number, phone.type).isSmsCapable,
  }));
}

/** E-mail addresses are kept trimmed and in lower case, so the same address compares equal. */
export function normalizeEmailAddress(value: string): string {
  return value.trim().toLowerCase();
}

/** Spec 000: text messages, as a channel or as the preferred method, only under SMS_OPT_IN. */
export function communicationPreferencesProblems(preferences: CommunicationPreferences, textMessagesOffered: boolean): FieldProblems {
  if (textMessagesOffered) return {};
  const problems: FieldProblems = {};
  if (preferences.sms) problems['communicationPreferences.sms'] = VALIDATION.invalid;
  if (preferences.preferredMethod === 'SMS') problems['communicationPreferences.preferredMethod'] = VALIDATION.invalid;
  return problems;
}
