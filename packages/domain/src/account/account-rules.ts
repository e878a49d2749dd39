import { VALIDATION, type CommunicationPreferences, type PhoneType, type ValidationMessageKey } from '@portal/contract';
import { isValidPhoneNumber, isValidZipCode, phoneDigits } from '../shared/contact-rules';
import { lookUpPhoneNumber } from '../shared/phone-lookup';
import { isUsStateCode } from '../shared/us-states';

/**
 * The rules of the member's account settings (spec 000 sections 4 and 5), checked by the
 * server whatever the browser checked. Problems are keyed by the request's field path.
 */
export type FieldProblems = Record<string, ValidationMessageKey>;

/** Spec 000: a member keeps one or two contact numbers. */
export const MAX_CONTACT_PHONES = 2;

export interface ContactPhoneEntry {
  readonly type: PhoneType;
  readonly number: string;
  readonly primary: boolean;
}

export interface ContactPhoneRecord {
  readonly type: PhoneType;
  /** Ten digits, no punctuation. */
  readonly number: string;
  readonly primary: boolean;
  readonly smsCapable: boolean;
}

/** One or two numbers of ten digits, of different types, exactly one of them primary. */
export function contactPhoneProblems(phones: readonly ContactPhoneEntry[]): FieldProblems {
  const problems: FieldProblems = {};
  if (phones.length === 0) problems.phoneNumbers = VALIDATION.required;
  if (phones.length > MAX_CONTACT_PHONES) problems.phoneNumbers = VALIDATION.invalid;
  phones.forEach((phone, index) => {
    if (!isValidPhoneNumber(phone.number)) problems[`phoneNumbers.${index}.number`] = VALIDATION.phoneDigits;
  });
  const [first, second] = phones;
  if (first && second) {
    if (first.type === second.type) problems['phoneNumbers.1.type'] = VALIDATION.uniqueType;
    if (first.primary === second.primary) problems['phoneNumbers.0.primary'] = VALIDATION.invalid;
  }
  return problems;
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

export interface MailingAddress {
  readonly streetAddr1: string;
  readonly streetAddr2: string | null;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
}

/** Street and city required; a US state or DC by its two-letter code; a five-digit ZIP code. */
export function mailingAddressProblems(address: MailingAddress): FieldProblems {
  const problems: FieldProblems = {};
  if (address.streetAddr1.trim() === '') problems.streetAddr1 = VALIDATION.required;
  if (address.city.trim() === '') problems.city = VALIDATION.required;
  const state = address.state.trim();
  if (state === '') problems.state = VALIDATION.required;
  else if (!isUsStateCode(state.toUpperCase())) problems.state = VALIDATION.state;
  const zip = address.zip.trim();
  if (zip === '') problems.zip = VALIDATION.required;
  else if (!isValidZipCode(zip)) problems.zip = VALIDATION.validZipCode;
  return problems;
}

/** The address as it is kept: trimmed, the state upper-cased, an empty second line absent. */
export function normalizeMailingAddress(address: MailingAddress): MailingAddress {
  return {
    streetAddr1: address.streetAddr1.trim(),
    streetAddr2: address.streetAddr2?.trim() || null,
    city: address.city.trim(),
    state: address.state.trim().toUpperCase(),
    zip: address.zip.trim(),
  };
}

/** Spec 000: text messages, as a channel or as the preferred method, only under SMS_OPT_IN. */
export function communicationPreferencesProblems(preferences: CommunicationPreferences, textMessagesOffered: boolean): FieldProblems {
  if (textMessagesOffered) return {};
  const problems: FieldProblems = {};
  if (preferences.sms) problems['communicationPreferences.sms'] = VALIDATION.invalid;
  if (preferences.preferredMethod === 'SMS') problems['communicationPreferences.preferredMethod'] = VALIDATION.invalid;
  return problems;
}
