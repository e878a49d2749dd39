import { VALIDATION } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { checkTrackerEntry, entryIssueFields } from './entry-check';

const TODAY = '2026-03-02';

describe('a tracker entry', () => {
  it('passes a plausible reading of today or an earlier day, as a number or as typed text', () => {
    expect(checkTrackerEntry('steps', { value: 8_000, date: TODAY }, TODAY)).toEqual([]);
    expect(checkTrackerEntry('weight', { value: ' 172 ', date: '2026-02-01' }, TODAY)).toEqual([]);
    expect(checkTrackerEntry('bloodPressure', { value: 118, diastolic: '76', date: TODAY }, TODAY)).toEqual([]);
  });

  it('asks for a value and a date', () => {
    expect(checkTrackerEntry('glucose', { value: undefined, date: undefined }, TODAY)).toEqual([
      { field: 'value', code: VALIDATION.required },
      { field: 'date', code: VALIDATION.required },
    ]);
    expect(checkTrackerEntry('glucose', { value: '  ', date: '' }, TODAY)).toEqual([
      { field: 'value', code: VALIDATION.required },
      { field: 'date', code: VALIDATION.required },
    ]);
    expect(checkTrackerEntry('glucose', { value: null, date: null }, TODAY).map((issue) => issue.code)).toEqual([
      VALIDATION.required,
      VALIDATION.required,
    ]);
  });

  it('takes numbers only', () => {
    for (const value of ['ten', '1e3', Number.NaN, Number.POSITIVE_INFINITY, true, {}]) {
      expect(checkTrackerEntry('nutrition', { value, date: TODAY }, TODAY), JSON.stringify(value) ?? 'NaN').toEqual([
        { field: 'value', code: VALIDATION.numeric },
      ]);
    }
  });

  it('takes whole numbers only, then nothing below zero, then the range', () => {
    expect(checkTrackerEntry('steps', { value: 10.5, date: TODAY }, TODAY)).toEqual([{ field: 'value', code: VALIDATION.integer }]);
    expect(checkTrackerEntry('steps', { value: '-1', date: TODAY }, TODAY)).toEqual([{ field: 'value', code: VALIDATION.minZero }]);
    expect(checkTrackerEntry('weight', { value: 20, date: TODAY }, TODAY)).toEqual([
      { field: 'value', code: VALIDATION.outOfRange, range: { min: 50, max: 1000 } },
    ]);
    expect(checkTrackerEntry('sleep', { value: 1_441, date: TODAY }, TODAY)).toEqual([
      { field: 'value', code: VALIDATION.outOfRange, range: { min: 0, max: 1440 } },
    ]);
    expect(checkTrackerEntry('sleep', { value: 1_440, date: TODAY }, TODAY)).toEqual([]);
    expect(checkTrackerEntry('glucose', { value: 20, date: TODAY }, TODAY)).toEqual([]);
  });

  it("refuses a day after the plan's today, and a date that is no calendar day", () => {
    expect(checkTrackerEntry('steps', { value: 1, date: '2026-03-03' }, TODAY)).toEqual([
      { field: 'date', code: VALIDATION.maxValueToday },
    ]);
    expect(checkTrackerEntry('steps', { value: 1, date: '2026-02-30' }, TODAY)).toEqual([{ field: 'date', code: VALIDATION.invalid }]);
    expect(checkTrackerEntry('steps', { value: 1, date: 20260301 }, TODAY)).toEqual([{ field: 'date', code: VALIDATION.invalid }]);
  });

  it('asks blood pressure for a diastolic in its own range, below the systolic', () => {
    expect(checkTrackerEntry('bloodPressure', { value: 120, date: TODAY }, TODAY)).toEqual([
      { field: 'diastolic', code: VALIDATION.required },
    ]);
    expect(checkTrackerEntry('bloodPressure', { value: 120, diastolic: 20, date: TODAY }, TODAY)).toEqual([
      { field: 'diastolic', code: VALIDATION.outOfRange, range: { min: 30, max: 160 } },
    ]);
    expect(checkTrackerEntry('bloodPressure', { value: 120, diastolic: 120, date: TODAY }, TODAY)).toEqual([
      { field: 'diastolic', code: VALIDATION.diastolicBelowSystolic },
    ]);
    expect(checkTrackerEntry('bloodPressure', { value: 270, diastolic: 80, date: TODAY }, TODAY)).toEqual([
      { field: 'value', code: VALIDATION.outOfRange, range: { min: 60, max: 260 } },
    ]);
  });

  it('ignores a diastolic sent with another tracker', () => {
    expect(checkTrackerEntry('weight', { value: 150, diastolic: 'x', date: TODAY }, TODAY)).toEqual([]);
  });
});

describe("an entry's refusal", () => {
  it('names each field with its key and each range in the details', () => {
    const issues = checkTrackerEntry('bloodPressure', { value: 300, diastolic: 10, date: '2026-03-09' }, TODAY);
    expect(entryIssueFields(issues)).toEqual({
      fields: { value: VALIDATION.outOfRange, diastolic: VALIDATION.outOfRange, date: VALIDATION.maxValueToday },
      details: { 'value.min': '60', 'value.max': '260', 'diastolic.min': '30', 'diastolic.max': '160' },
    });
    expect(entryIssueFields([])).toEqual({ fields: {}, details: {} });
  });
});
