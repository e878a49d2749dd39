import { describe, expect, it } from 'vitest';
import { currentAgreementWindow, isAgreementPending, type AgreementTerms } from './agreement-rules';

const once: AgreementTerms = { recurrence: 'ONCE', windowStart: null, windowEnd: null };
const calendar: AgreementTerms = { recurrence: 'ANNUAL_CALENDAR', windowStart: null, windowEnd: null };
const spring: AgreementTerms = { recurrence: 'ANNUAL_WINDOW', windowStart: '2024-03-01', windowEnd: '2024-04-30' };
const winter: AgreementTerms = { recurrence: 'ANNUAL_WINDOW', windowStart: '2024-12-01', windowEnd: '2025-01-31' };

describe('a once-only agreement', () => {
  it('is pending until accepted, and never again', () => {
    expect(isAgreementPending(once, [], '2026-05-01')).toBe(true);
    expect(isAgreementPending(once, ['2019-01-01'], '2026-05-01')).toBe(false);
  });
});

describe('an annual-calendar agreement', () => {
  it('needs an acceptance in the current year, from 1 January to 31 December', () => {
    expect(isAgreementPending(calendar, ['2025-12-31'], '2026-01-01')).toBe(true);
    expect(isAgreementPending(calendar, ['2026-01-01'], '2026-01-01')).toBe(false);
    expect(isAgreementPending(calendar, ['2026-01-01'], '2026-12-31')).toBe(false);
    expect(isAgreementPending(calendar, [], '2026-06-15')).toBe(true);
  });
});

describe('an annual-window agreement', () => {
  it('is pending only while today is inside this year’s window, first and last day included', () => {
    expect(isAgreementPending(spring, [], '2026-02-28')).toBe(false);
    expect(isAgreementPending(spring, [], '2026-03-01')).toBe(true);
    expect(isAgreementPending(spring, [], '2026-04-30')).toBe(true);
    expect(isAgreementPending(spring, [], '2026-05-01')).toBe(false);
  });

  it('counts only an acceptance inside the current window', () => {
    expect(isAgreementPending(spring, ['2026-03-01'], '2026-04-30')).toBe(false);
    expect(isAgreementPending(spring, ['2026-04-30'], '2026-04-30')).toBe(false);
    expect(isAgreementPending(spring, ['2026-02-28'], '2026-03-15')).toBe(true);
    expect(isAgreementPending(spring, ['2025-03-15'], '2026-03-15')).toBe(true);
  });

  it('follows a window across the new year into the next one', () => {
    expect(currentAgreementWindow(winter, '2026-12-15')).toEqual({ start: '2026-12-01', end: '2027-01-31' });
    expect(currentAgreementWindow(winter, '2027-01-31')).toEqual({ start: '2026-12-01', end: '2027-01-31' });
    expect(currentAgreementWindow(winter, '2027-02-01')).toBeNull();
    expect(isAgreementPending(winter, ['2026-12-20'], '2027-01-10')).toBe(false);
    expect(isAgreementPending(winter, ['2026-01-10'], '2026-12-02')).toBe(true);
  });

  it('moves a 29 February edge to the 28th in other years', () => {
    const leap: AgreementTerms = { recurrence: 'ANNUAL_WINDOW', windowStart: '2024-02-01', windowEnd: '2024-02-29' };
    expect(currentAgreementWindow(leap, '2026-02-28')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(currentAgreementWindow(leap, '2028-02-29')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(currentAgreementWindow(leap, '2026-03-01')).toBeNull();
  });

  it('without a window, is never pending', () => {
    expect(isAgreementPending({ recurrence: 'ANNUAL_WINDOW', windowStart: null, windowEnd: null }, [], '2026-03-15')).toBe(false);
  });
});
