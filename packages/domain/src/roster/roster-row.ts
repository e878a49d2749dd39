import { GENDERS, PHONE_TYPES, type PhoneType } from '@portal/contract';
import { isCalendarDate } from '../shared/calendar-date';
import { isValidEmail, isValidPhoneNumber, phoneDigits } from '../shared/contact-rules';
import { isUsStateCode } from '../shared/us-states';

/** The eligibility file's columns, in the order a health plan sends them. */
export const ROSTER_COLUMNS = [
  'client_member_id',
  'first_name',
  'last_name',
  'dob',
  'gender',
  'email',
  'phone',
  'phone_type',
  'street1',
  'street2',
  'city',
  'state',
  'zip',
  'coverage_start',
  'coverage_end',
  'cohort_id',
  'medical_contract_code',
  'subscriber_client_member_id',
] as const;

export type RosterColumn = (typeof ROSTER_COLUMNS)[number];
export type RawRosterRow = Readonly<Record<RosterColumn, string>>;

export interface RosterAddress {
  readonly street1: string;
  readonly street2: string | null;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
}

/** One roster line, checked and normalised: a member and one of their coverages. */
export interface RosterRecord {
  readonly clientMemberId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly dob: string;
  readonly gender: 'M' | 'F' | null;
  readonly email: string | null;
  readonly phone: { readonly number: string; readonly type: PhoneType } | null;
  readonly address: RosterAddress | null;
  readonly coverageStart: string;
  readonly coverageEnd: string | null;
  readonly cohortCode: string;
  readonly medicalContractCode: string;
  readonly subscriberClientMemberId: string | null;
}

export type RosterRowResult = { ok: true; record: RosterRecord } | { ok: false; reasons: string[] };

const MEMBER_ID = /^[A-Za-z0-9._-]{1,64}$/;
const NAME_MAX = 100;
const OLDEST_BIRTH_DATE = '1900-01-01';

function optional(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function checkName(label: string, value: string, reasons: string[]): void {
  if (value === '') reasons.push(`${label} is required`);
  else if (value.length > NAME_MAX) reasons.push(`${label} is longer than ${NAME_MAX} characters`);
}

function checkAddress(row: RawRosterRow, reasons: string[]): RosterAddress | null {
  const [street1, street2, city, state, zip] = [row.street1, row.street2, row.city, row.state, row.zip].map(optional);
  if (!street1 && !street2 && !city && !state && !zip) return null;
  if (!street1 || !city || !state || !zip) {
    reasons.push('address needs street1, city, state and zip together');
    return null;
  }
  const upperState = state.toUpperCase();
  if (!isUsStateCode(upperState)) reasons.push(`state '${state}' is not a US state code`);
  // Plans often send ZIP+4; the portal keeps the 5-digit ZIP the spec asks for.
  if (!/^\d{5}(-\d{4})?$/.test(zip)) reasons.push(`zip '${zip}' is not 5 digits`);
  return { street1, street2: street2 ?? null, city, state: upperState, zip: zip.slice(0, 5) };
}

function checkCoverage(row: RawRosterRow, reasons: string[]): { start: string; end: string | null } {
  const start = row.coverage_start.trim();
  const end = optional(row.coverage_end);
  if (!isCalendarDate(start)) reasons.push(`coverage_start '${start}' is not a date (YYYY-MM-DD)`);
  if (end !== null && !isCalendarDate(end)) reasons.push(`coverage_end '${end}' is not a date (YYYY-MM-DD)`);
  else if (end !== null && end < start) reasons.push('coverage_end is before coverage_start');
  return { start, end };
}

/** Checks one line of an eligibility file; `today` bounds birth dates. */
export function checkRosterRow(row: RawRosterRow, today: string, defaultMedicalContractCode: string): RosterRowResult {
  const reasons: string[] = [];
  const clientMemberId = row.client_member_id.trim();
  if (!MEMBER_ID.test(clientMemberId)) reasons.push('client_member_id must be 1-64 letters, digits, dots, dashes or underscores');
  const firstName = row.first_name.trim();
  const lastName = row.last_name.trim();
  checkName('first_name', firstName, reasons);
  checkName('last_name', lastName, reasons);

  const dob = row.dob.trim();
  if (!isCalendarDate(dob)) reasons.push(`dob '${dob}' is not a date (YYYY-MM-DD)`);
  else if (dob > today || dob < OLDEST_BIRTH_DATE) reasons.push(`dob '${dob}' is outside ${OLDEST_BIRTH_DATE} to today`);

  const gender = optional(row.gender)?.toUpperCase() ?? null;
  if (gender !== null && !(GENDERS as readonly string[]).includes(gender)) reasons.push(`gender '${gender}' is not M or F`);

  const email = optional(row.email);
  if (email !== null && !isValidEmail(email)) reasons.push(`email '${email}' is not an e-mail address`);

  const phoneNumber = optional(row.phone);
  const phoneType = optional(row.phone_type)?.toLowerCase() ?? null;
  if (phoneNumber !== null && !isValidPhoneNumber(phoneNumber)) reasons.push('phone must have 10 digits');
  if (phoneNumber !== null && !(PHONE_TYPES as readonly string[]).includes(phoneType ?? '')) {
    reasons.push('phone_type must be home, cell or work');
  }

  const address = checkAddress(row, reasons);
  const coverage = checkCoverage(row, reasons);
  const cohortCode = row.cohort_id.trim();
  if (cohortCode === '') reasons.push('cohort_id is required');
  const subscriber = optional(row.subscriber_client_member_id);
  if (subscriber !== null && subscriber === clientMemberId) reasons.push('a member cannot be their own subscriber');

  if (reasons.length > 0) return { ok: false, reasons };
  return {
    ok: true,
    record: {
      clientMemberId,
      firstName,
      lastName,
      dob,
      gender: gender as 'M' | 'F' | null,
      email: email?.toLowerCase() ?? null,
      phone: phoneNumber === null ? null : { number: phoneDigits(phoneNumber), type: phoneType as PhoneType },
      address,
      coverageStart: coverage.start,
      coverageEnd: coverage.end,
      cohortCode,
      medicalContractCode: optional(row.medical_contract_code) ?? defaultMedicalContractCode,
      subscriberClientMemberId: subscriber,
    },
  };
}
