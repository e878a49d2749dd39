import { DAYS_SUPPLY_MAX } from '@portal/contract';
import { z } from 'zod';
import { isCalendarDate } from '../shared/calendar-date';
import { addFeedIssue, rawFeedRowSchema, type FeedRowIssue } from '../shared/feed-row-issue';
import { isMemberNumber, MEMBER_NUMBER_RULE } from '../shared/member-number';
import { NDC_RULE, normalizedNdc } from './ndc';

/** The pharmacy claims file's columns, in order: one line per fill (decision 0052). */
export const PHARMACY_CLAIM_COLUMNS = ['client_member_id', 'ndc', 'drug_name', 'fill_date', 'days_supply', 'pharmacy'] as const;

export type PharmacyClaimColumn = (typeof PHARMACY_CLAIM_COLUMNS)[number];
export type RawPharmacyClaimRow = Readonly<Record<PharmacyClaimColumn, string>>;

/** Longer than any drug's or pharmacy's name; a longer value is a shifted column. */
export const PRESCRIPTION_TEXT_MAX = 200;

/** One fill of a prescription, from a pharmacy claim or a FHIR resource: who, what, when, for how long, where. */
export interface PrescriptionFill {
  readonly clientMemberId: string;
  readonly ndc: string;
  readonly drugName: string;
  readonly fillDate: string;
  /** Null only when a FHIR resource does not say; a pharmacy claim always does. */
  readonly daysSupply: number | null;
  readonly pharmacy: string | null;
  /** What makes the fill itself, per source: a claim line has no id of its own, so its contents name it. */
  readonly sourceId: string;
}

/**
 * A pharmacy claim line has no claim number among its columns; the same member, drug, day and
 * pharmacy is the same fill (decision 0052), so a file sent again adds nothing.
 */
export function pharmacyClaimSourceId(fill: Pick<PrescriptionFill, 'ndc' | 'fillDate' | 'pharmacy'>): string {
  return [fill.ndc, fill.fillDate, (fill.pharmacy ?? '').toLowerCase()].join('|');
}

export function isDaysSupply(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= DAYS_SUPPLY_MAX;
}

function checkText(column: 'drug_name' | 'pharmacy', value: string): FeedRowIssue | null {
  if (value === '') return { column, code: 'REQUIRED', message: `${column} is required` };
  if (value.length > PRESCRIPTION_TEXT_MAX) {
    return { column, code: 'OUT_OF_RANGE', message: `${column} is longer than ${PRESCRIPTION_TEXT_MAX} characters` };
  }
  return null;
}

function checkFillDate(value: string, today: string): FeedRowIssue | null {
  if (value === '') return { column: 'fill_date', code: 'REQUIRED', message: 'fill_date is required' };
  if (!isCalendarDate(value))
    return { column: 'fill_date', code: 'INVALID_FORMAT', message: `fill_date '${value}' is not a date (YYYY-MM-DD)` };
  if (value > today) return { column: 'fill_date', code: 'OUT_OF_RANGE', message: `fill_date '${value}' is in the future` };
  return null;
}

function checkDaysSupply(value: string): FeedRowIssue | null {
  if (value === '') return { column: 'days_supply', code: 'REQUIRED', message: 'days_supply is required' };
  if (!/^\d{1,4}$/.test(value))
    return { column: 'days_supply', code: 'INVALID_FORMAT', message: `days_supply '${value}' is not a whole number` };
  if (!isDaysSupply(Number(value))) {
    return { column: 'days_supply', code: 'OUT_OF_RANGE', message: `days_supply ${value} is not between 1 and ${DAYS_SUPPLY_MAX}` };
  }
  return null;
}

function checkMemberNumber(value: string): FeedRowIssue | null {
  if (value === '') return { column: 'client_member_id', code: 'REQUIRED', message: 'client_member_id is required' };
  return isMemberNumber(value) ? null : { column: 'client_member_id', code: 'INVALID_FORMAT', message: MEMBER_NUMBER_RULE };
}

/** Checks one pharmacy claim line against the form of each column; `today` is the client's day (nothing is filled after it). */
export function checkPharmacyClaimRow(
  row: RawPharmacyClaimRow,
  today: string,
): { ok: true; record: PrescriptionFill } | { ok: false; issues: FeedRowIssue[] } {
  const clientMemberId = row.client_member_id.trim();
  const ndcText = row.ndc.trim();
  const ndc = normalizedNdc(ndcText);
  const drugName = row.drug_name.trim();
  const fillDate = row.fill_date.trim();
  const daysSupply = row.days_supply.trim();
  const pharmacy = row.pharmacy.trim();
  const ndcIssue: FeedRowIssue | null =
    ndcText === ''
      ? { column: 'ndc', code: 'REQUIRED', message: 'ndc is required' }
      : ndc === null
        ? { column: 'ndc', code: 'INVALID_FORMAT', message: `ndc '${ndcText}' is not well formed: ${NDC_RULE}` }
        : null;
  const issues = [
    checkMemberNumber(clientMemberId),
    ndcIssue,
    checkText('drug_name', drugName),
    checkFillDate(fillDate, today),
    checkDaysSupply(daysSupply),
    checkText('pharmacy', pharmacy),
  ].filter((issue): issue is FeedRowIssue => issue !== null);
  if (issues.length > 0 || ndc === null) return { ok: false, issues };
  const fill = { clientMemberId, ndc, drugName, fillDate, daysSupply: Number(daysSupply), pharmacy };
  return { ok: true, record: { ...fill, sourceId: pharmacyClaimSourceId(fill) } };
}

/** The pharmacy claim line schema the feed framework reads a file with. */
export function pharmacyClaimRowSchema(today: string): z.ZodType<PrescriptionFill, RawPharmacyClaimRow> {
  return rawFeedRowSchema(PHARMACY_CLAIM_COLUMNS).transform((row, context) => {
    const result = checkPharmacyClaimRow(row, today);
    if (result.ok) return result.record;
    for (const issue of result.issues) addFeedIssue(context, issue);
    return z.NEVER;
  });
}
