import { z } from 'zod';
import { isValidPhoneNumber, phoneDigits } from '../shared/contact-rules';
import { addFeedIssue, rawFeedRowSchema, type FeedRowIssue } from '../shared/feed-row-issue';
import { isUsStateCode } from '../shared/us-states';
import type { Coordinates } from './distance';
import { isValidNpi } from './npi';
import { zipCentroid } from './zip-centroids';

/** The provider directory file's columns, in order: one line per doctor. */
export const PROVIDER_COLUMNS = [
  'npi',
  'first_name',
  'middle_name',
  'last_name',
  'degrees',
  'gender',
  'taxonomy',
  'hospital',
  'street1',
  'street2',
  'city',
  'state',
  'zip',
  'phone',
  'latitude',
  'longitude',
  'accepting_new_patients',
] as const;

export type ProviderColumn = (typeof PROVIDER_COLUMNS)[number];
export type RawProviderRow = Readonly<Record<ProviderColumn, string>>;

/** Longer than any name, hospital or street; a longer value is a shifted column. */
export const PROVIDER_TEXT_MAX = 200;

/** One directory line, checked: blanks are null, degrees a list, coordinates the line's or its ZIP's centre. */
export interface ProviderRecord {
  readonly npi: string;
  readonly firstName: string;
  readonly middleName: string | null;
  readonly lastName: string;
  readonly degrees: string[];
  readonly gender: 'F' | 'M' | null;
  /** The NUCC health-care provider taxonomy code (such as 207Q00000X, family medicine). */
  readonly taxonomy: string;
  readonly hospital: string | null;
  readonly street1: string;
  readonly street2: string | null;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly phone: string;
  readonly location: Coordinates;
  readonly acceptingNewPatients: boolean;
}

const TAXONOMY = /^[0-9]{3}[0-9A-Z]{6}X$/;
const DEGREE = /^[A-Za-z.]{1,12}$/;
const ZIP = /^\d{5}(-\d{4})?$/;
const YES_NO: Readonly<Record<string, boolean>> = { Y: true, YES: true, N: false, NO: false };

type Issues = FeedRowIssue[];

function required(issues: Issues, row: RawProviderRow, column: ProviderColumn): string {
  const value = row[column].trim();
  if (value === '') issues.push({ column, code: 'REQUIRED', message: `${column} is required` });
  else if (value.length > PROVIDER_TEXT_MAX)
    issues.push({ column, code: 'OUT_OF_RANGE', message: `${column} is longer than ${PROVIDER_TEXT_MAX} characters` });
  return value;
}

function optional(issues: Issues, row: RawProviderRow, column: ProviderColumn): string | null {
  const value = row[column].trim();
  if (value.length > PROVIDER_TEXT_MAX)
    issues.push({ column, code: 'OUT_OF_RANGE', message: `${column} is longer than ${PROVIDER_TEXT_MAX} characters` });
  return value === '' ? null : value;
}

function coordinate(issues: Issues, row: RawProviderRow, column: 'latitude' | 'longitude', limit: number): number | null {
  const value = row[column].trim();
  const number = Number(value);
  if (!/^-?\d+(\.\d+)?$/.test(value) || Math.abs(number) > limit) {
    issues.push({ column, code: 'INVALID_FORMAT', message: `${column} '${value}' is not a ${column} in degrees` });
    return null;
  }
  return number;
}

function locationOf(issues: Issues, row: RawProviderRow, zip: string): Coordinates | null {
  const given = [row.latitude.trim(), row.longitude.trim()].filter((value) => value !== '').length;
  if (given === 1) {
    issues.push({ column: 'latitude', code: 'INCONSISTENT', message: 'latitude and longitude come together or not at all' });
    return null;
  }
  if (given === 2) {
    const latitude = coordinate(issues, row, 'latitude', 90);
    const longitude = coordinate(issues, row, 'longitude', 180);
    return latitude === null || longitude === null ? null : { latitude, longitude };
  }
  const centre = zipCentroid(zip);
  if (centre === null && ZIP.test(zip))
    issues.push({ column: 'zip', code: 'UNKNOWN_REFERENCE', message: `zip '${zip}' has no known centre: send latitude and longitude` });
  return centre;
}

/** Checks one directory line against the form of each column. */
export function checkProviderRow(row: RawProviderRow): { ok: true; record: ProviderRecord } | { ok: false; issues: FeedRowIssue[] } {
  const issues: Issues = [];
  const npi = row.npi.trim();
  if (npi === '') issues.push({ column: 'npi', code: 'REQUIRED', message: 'npi is required' });
  else if (!isValidNpi(npi))
    issues.push({ column: 'npi', code: 'INVALID_FORMAT', message: `npi '${npi}' is not a valid NPI (10 digits, check digit)` });
  const firstName = required(issues, row, 'first_name');
  const middleName = optional(issues, row, 'middle_name');
  const lastName = required(issues, row, 'last_name');
  const degrees = row.degrees
    .split(';')
    .map((degree) => degree.trim())
    .filter((degree) => degree !== '');
  if (degrees.some((degree) => !DEGREE.test(degree)))
    issues.push({ column: 'degrees', code: 'INVALID_FORMAT', message: `degrees '${row.degrees.trim()}' are not degrees separated by ';'` });
  const gender = row.gender.trim().toUpperCase();
  if (gender !== '' && gender !== 'F' && gender !== 'M')
    issues.push({ column: 'gender', code: 'INVALID_FORMAT', message: `gender '${row.gender.trim()}' is not F, M or blank` });
  const taxonomy = row.taxonomy.trim().toUpperCase();
  if (taxonomy === '') issues.push({ column: 'taxonomy', code: 'REQUIRED', message: 'taxonomy is required' });
  else if (!TAXONOMY.test(taxonomy))
    issues.push({ column: 'taxonomy', code: 'INVALID_FORMAT', message: `taxonomy '${taxonomy}' is not a taxonomy code` });
  const hospital = optional(issues, row, 'hospital');
  const street1 = required(issues, row, 'street1');
  const street2 = optional(issues, row, 'street2');
  const city = required(issues, row, 'city');
  const state = row.state.trim().toUpperCase();
  if (!isUsStateCode(state))
    issues.push({ column: 'state', code: 'INVALID_FORMAT', message: `state '${row.state.trim()}' is not a US state code` });
  const zip = row.zip.trim();
  if (!ZIP.test(zip)) issues.push({ column: 'zip', code: 'INVALID_FORMAT', message: `zip '${zip}' is not a ZIP code` });
  const phone = row.phone.trim();
  if (!isValidPhoneNumber(phone))
    issues.push({ column: 'phone', code: 'INVALID_FORMAT', message: `phone '${phone}' is not a US phone number` });
  const accepting = YES_NO[row.accepting_new_patients.trim().toUpperCase()];
  if (accepting === undefined)
    issues.push({ column: 'accepting_new_patients', code: 'INVALID_FORMAT', message: 'accepting_new_patients is Y or N' });
  const location = locationOf(issues, row, zip.slice(0, 5));
  if (issues.length > 0 || location === null || accepting === undefined) return { ok: false, issues };
  return {
    ok: true,
    record: {
      npi,
      firstName,
      middleName,
      lastName,
      degrees,
      gender: gender === '' ? null : (gender as 'F' | 'M'),
      taxonomy,
      hospital,
      street1,
      street2,
      city,
      state,
      zip: zip.slice(0, 5),
      phone: phoneDigits(phone),
      location,
      acceptingNewPatients: accepting,
    },
  };
}

/** The directory line schema the feed framework reads a file with. */
export function providerRowSchema(): z.ZodType<ProviderRecord, RawProviderRow> {
  return rawFeedRowSchema(PROVIDER_COLUMNS).transform((row, context) => {
    const result = checkProviderRow(row);
    if (result.ok) return result.record;
    for (const issue of result.issues) addFeedIssue(context, issue);
    return z.NEVER;
  });
}
