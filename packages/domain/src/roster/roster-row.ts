import { GENDERS, PHONE_TYPES, type FeedIssueCode, type PhoneType } from '@portal/contract';
import { z } from 'zod';
import { isCalendarDate } from '../shared/calendar-date';
import { isValidEmail, isValidPhoneNumber, phoneDigits } from '../shared/contact-rules';
import { addFeedIssue, rawFeedRowSchema, type FeedRowIssue } from '../shared/feed-row-issue';
import { isMemberNumber, MEMBER_NUMBER_RULE } from '../shared/member-number';
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
  'guardian_first_name',
  'guardian_last_name',
  'guardian_dob',
] as const;

/**
 * The columns naming who may manage a minor's account besides the subscriber (decision 0026).
 * They come last, and a file may leave all three out: it then names no such guardian.
 */
export const ROSTER_GUARDIAN_COLUMNS = ['guardian_first_name', 'guardian_last_name', 'guardian_dob'] as const;

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
  /** A legal guardian the plan names for the member, besides the subscriber. */
  readonly guardian: RosterGuardian | null;
}

export interface RosterGuardian {
  readonly firstName: string;
  readonly lastName: string;
  readonly dob: string;
}

export type RosterRowResult = { ok: true; record: RosterRecord } | { ok: false; reasons: string[]; issues: readonly FeedRowIssue[] };

/** The reasons found so far, each with the column at fault and its code. */
class RosterIssues {
  readonly list: FeedRowIssue[] = [];
  add(column: RosterColumn | '', code: FeedIssueCode, message: string): void {
    this.list.push({ column, code, message });
  }
}

const NAME_MAX = 100;
const OLDEST_BIRTH_DATE = '1900-01-01';

function optional(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function checkName(
  label: 'first_name' | 'last_name' | 'guardian_first_name' | 'guardian_last_name',
  value: string,
  issues: RosterIssues,
): void {
  if (value === '') issues.add(label, 'REQUIRED', `${label} is required`);
  else if (value.length > NAME_MAX) issues.add(label, 'OUT_OF_RANGE', `${label} is longer than ${NAME_MAX} characters`);
}

function checkAddress(row: RawRosterRow, issues: RosterIssues): RosterAddress | null {
  const [street1, street2, city, state, zip] = [row.street1, row.street2, row.city, row.state, row.zip].map(optional);
  if (!street1 && !street2 && !city && !state && !zip) return null;
  if (!street1 || !city || !state || !zip) {
    const missing = (['street1', 'city', 'state', 'zip'] as const).find((column) => optional(row[column]) === null) ?? 'street1';
    issues.add(missing, 'INCONSISTENT', 'address needs street1, city, state and zip together');
    return null;
  }
  const upperState = state.toUpperCase();
  if (!isUsStateCode(upperState)) issues.add('state', 'NOT_ALLOWED', `state '${state}' is not a US state code`);
  // Plans often send ZIP+4; the portal keeps the 5-digit ZIP the spec asks for.
  if (!/^\d{5}(-\d{4})?$/.test(zip)) issues.add('zip', 'INVALID_FORMAT', `zip '${zip}' is not 5 digits`);
  return { street1, street2: street2 ?? null, city, state: upperState, zip: zip.slice(0, 5) };
}

function checkBirthDate(label: 'dob' | 'guardian_dob', dob: string, today: string, issues: RosterIssues): void {
  if (!isCalendarDate(dob)) issues.add(label, 'INVALID_FORMAT', `${label} '${dob}' is not a date (YYYY-MM-DD)`);
  else if (dob > today || dob < OLDEST_BIRTH_DATE)
    issues.add(label, 'OUT_OF_RANGE', `${label} '${dob}' is outside ${OLDEST_BIRTH_DATE} to today`);
}

/** The guardian columns: all three or none, since registration matches on all three. */
function checkGuardian(row: RawRosterRow, today: string, issues: RosterIssues): RosterGuardian | null {
  const [firstName, lastName, dob] = ROSTER_GUARDIAN_COLUMNS.map((column) => optional(row[column]));
  if (!firstName && !lastName && !dob) return null;
  if (!firstName || !lastName || !dob) {
    const missing = ROSTER_GUARDIAN_COLUMNS.find((column) => optional(row[column]) === null) ?? 'guardian_first_name';
    issues.add(missing, 'INCONSISTENT', 'a guardian needs guardian_first_name, guardian_last_name and guardian_dob together');
    return null;
  }
  checkName('guardian_first_name', firstName, issues);
  checkName('guardian_last_name', lastName, issues);
  checkBirthDate('guardian_dob', dob, today, issues);
  return { firstName, lastName, dob };
}

function checkCoverage(row: RawRosterRow, issues: RosterIssues): { start: string; end: string | null } {
  const start = row.coverage_start.trim();
  const end = optional(row.coverage_end);
  if (!isCalendarDate(start)) issues.add('coverage_start', 'INVALID_FORMAT', `coverage_start '${start}' is not a date (YYYY-MM-DD)`);
  if (end !== null && !isCalendarDate(end))
    issues.add('coverage_end', 'INVALID_FORMAT', `coverage_end '${end}' is not a date (YYYY-MM-DD)`);
  else if (end !== null && end < start) issues.add('coverage_end', 'INCONSISTENT', 'coverage_end is before coverage_start');
  return { start, end };
}

/** Checks one line of an eligibility file; `today` bounds birth dates. */
export function checkRosterRow(row: RawRosterRow, today: string, defaultMedicalContractCode: string): RosterRowResult {
  const issues = new RosterIssues();
  const clientMemberId = row.client_member_id.trim();
  if (clientMemberId === '') issues.add('client_member_id', 'REQUIRED', MEMBER_NUMBER_RULE);
  else if (!isMemberNumber(clientMemberId)) issues.add('client_member_id', 'INVALID_FORMAT', MEMBER_NUMBER_RULE);
  const firstName = row.first_name.trim();
  const lastName = row.last_name.trim();
  checkName('first_name', firstName, issues);
  checkName('last_name', lastName, issues);

  const dob = row.dob.trim();
  checkBirthDate('dob', dob, today, issues);

  const gender = optional(row.gender)?.toUpperCase() ?? null;
  if (gender !== null && !(GENDERS as readonly string[]).includes(gender))
    issues.add('gender', 'NOT_ALLOWED', `gender '${gender}' is not M or F`);

  const email = optional(row.email);
  if (email !== null && !isValidEmail(email)) issues.add('email', 'INVALID_FORMAT', `email '${email}' is not an e-mail address`);

  const phoneNumber = optional(row.phone);
  const phoneType = optional(row.phone_type)?.toLowerCase() ?? null;
  if (phoneNumber !== null && !isValidPhoneNumber(phoneNumber)) issues.add('phone', 'INVALID_FORMAT', 'phone must have 10 digits');
  if (phoneNumber !== null && !(PHONE_TYPES as readonly string[]).includes(phoneType ?? '')) {
    issues.add('phone_type', 'NOT_ALLOWED', 'phone_type must be home, cell or work');
  }

  const address = checkAddress(row, issues);
  const guardian = checkGuardian(row, today, issues);
  const coverage = checkCoverage(row, issues);
  const cohortCode = row.cohort_id.trim();
  if (cohortCode === '') issues.add('cohort_id', 'REQUIRED', 'cohort_id is required');
  const subscriber = optional(row.subscriber_client_member_id);
  if (subscriber !== null && subscriber === clientMemberId) {
    issues.add('subscriber_client_member_id', 'INCONSISTENT', 'a member cannot be their own subscriber');
  }

  if (issues.list.length > 0) return { ok: false, reasons: issues.list.map((issue) => issue.message), issues: issues.list };
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
      guardian,
    },
  };
}

export interface RosterRowContext {
  /** The client's day, which bounds birth dates. */
  readonly today: string;
  readonly defaultMedicalContractCode: string;
  readonly clientAbbreviation: string;
  readonly isCohort: (code: string) => boolean;
}

/**
 * A roster line as a zod schema for the feed framework: the checks of `checkRosterRow`, then
 * the cohort, which only the client's catalog can tell.
 */
export function rosterRowSchema(context: RosterRowContext): z.ZodType<RosterRecord, RawRosterRow> {
  return rawFeedRowSchema(ROSTER_COLUMNS).transform((row, zodContext) => {
    const result = checkRosterRow(row, context.today, context.defaultMedicalContractCode);
    if (!result.ok) {
      for (const issue of result.issues) addFeedIssue(zodContext, issue);
      return z.NEVER;
    }
    const cohort = result.record.cohortCode;
    if (!context.isCohort(cohort)) {
      const message = `cohort_id '${cohort}' is not a cohort of ${context.clientAbbreviation}`;
      addFeedIssue(zodContext, { column: 'cohort_id', code: 'UNKNOWN_REFERENCE', message });
      return z.NEVER;
    }
    return result.record;
  });
}
