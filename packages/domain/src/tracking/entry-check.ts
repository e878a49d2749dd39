import { VALIDATION, type Tracker, type ValidationMessageKey } from '@portal/contract';
import { isCalendarDate } from '../shared/calendar-date';
import { DIASTOLIC_RULE, TRACKER_RULES, type TrackerRule } from './tracker-rules';

/** An entry as a form holds it (text typed in) or a body carries it (numbers). */
export interface TrackerEntryInput {
  readonly value: unknown;
  readonly date: unknown;
  /** Blood pressure only. */
  readonly diastolic?: unknown;
}

export type TrackerEntryField = 'value' | 'diastolic' | 'date';

export interface TrackerEntryIssue {
  readonly field: TrackerEntryField;
  readonly code: ValidationMessageKey;
  /** For `outOfRange`: the range the field takes. */
  readonly range?: { readonly min: number; readonly max: number };
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

type NumberReading = { readonly number: number } | { readonly code: ValidationMessageKey };

function readNumber(input: unknown): NumberReading {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return { code: VALIDATION.required };
  if (typeof input === 'number') return Number.isFinite(input) ? { number: input } : { code: VALIDATION.numeric };
  if (typeof input === 'string' && DECIMAL.test(input.trim())) return { number: Number(input) };
  return { code: VALIDATION.numeric };
}

/** The spec's generic rules (required, numeric, integer, minimum 0), then the tracker's range. */
function checkNumber(field: TrackerEntryField, input: unknown, rule: TrackerRule): TrackerEntryIssue | number {
  const reading = readNumber(input);
  if ('code' in reading) return { field, code: reading.code };
  const { number } = reading;
  if (rule.wholeNumbers && !Number.isInteger(number)) return { field, code: VALIDATION.integer };
  if (number < 0) return { field, code: VALIDATION.minZero };
  if (number < rule.min || number > rule.max) return { field, code: VALIDATION.outOfRange, range: { min: rule.min, max: rule.max } };
  return number;
}

function checkDate(input: unknown, today: string): TrackerEntryIssue | null {
  if (input === undefined || input === null || input === '') return { field: 'date', code: VALIDATION.required };
  if (typeof input !== 'string' || !isCalendarDate(input)) return { field: 'date', code: VALIDATION.invalid };
  return input > today ? { field: 'date', code: VALIDATION.maxValueToday } : null;
}

/**
 * What keeps an entry from being saved, at most one issue per field; none means it may be saved.
 * `today` is the plan's day (`todayIn(now, client.timeZone)`): a later date is in the future.
 */
export function checkTrackerEntry(tracker: Tracker, input: TrackerEntryInput, today: string): TrackerEntryIssue[] {
  const issues: TrackerEntryIssue[] = [];
  const value = checkNumber('value', input.value, TRACKER_RULES[tracker]);
  if (typeof value !== 'number') issues.push(value);
  if (tracker === 'bloodPressure') {
    const diastolic = checkNumber('diastolic', input.diastolic, DIASTOLIC_RULE);
    if (typeof diastolic !== 'number') issues.push(diastolic);
    else if (typeof value === 'number' && diastolic >= value) issues.push({ field: 'diastolic', code: VALIDATION.diastolicBelowSystolic });
  }
  const date = checkDate(input.date, today);
  if (date) issues.push(date);
  return issues;
}

/** The issues as a refusal names them: a message key per field, and each range as `<field>.min` and `<field>.max`. */
export function entryIssueFields(issues: readonly TrackerEntryIssue[]): {
  fields: Record<string, ValidationMessageKey>;
  details: Record<string, string>;
} {
  const fields: Record<string, ValidationMessageKey> = {};
  const details: Record<string, string> = {};
  for (const issue of issues) {
    fields[issue.field] = issue.code;
    if (issue.range) {
      details[`${issue.field}.min`] = String(issue.range.min);
      details[`${issue.field}.max`] = String(issue.range.max);
    }
  }
  return { fields, details };
}
