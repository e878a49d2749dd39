import { describe, expect, it } from 'vitest';
import { addDays, addYears, ageOn, isCalendarDate, todayIn } from './calendar-date';

describe('calendar dates', () => {
  it('accepts real dates only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('01/05/2026')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('adds years on the same month and day, 29 February falling on the 28th in a common year', () => {
    expect(addYears('2025-03-15', 1)).toBe('2026-03-15');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
  });

  it('counts age in whole years, a birthday counting on its own day', () => {
    expect(ageOn('2008-03-02', '2026-03-01')).toBe(17);
    expect(ageOn('2008-03-02', '2026-03-02')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it("reads today's date in a time zone", () => {
    const lateEvening = new Date('2026-03-02T05:00:00Z');
    expect(todayIn(lateEvening)).toBe('2026-03-02');
    expect(todayIn(lateEvening, 'America/Los_Angeles')).toBe('2026-03-01');
  });

  it('turns to the next day at midnight, one second apart, and back for an earlier moment', () => {
    expect(todayIn(new Date('2026-03-02T07:59:59Z'), 'America/Los_Angeles')).toBe('2026-03-01');
    expect(todayIn(new Date('2026-03-02T08:00:00Z'), 'America/Los_Angeles')).toBe('2026-03-02');
    expect(todayIn(new Date('2026-03-02T07:59:30Z'), 'America/Los_Angeles')).toBe('2026-03-01');
    expect(todayIn(new Date('2026-03-02T05:30:00Z'), 'Asia/Kolkata')).toBe('2026-03-02');
    expect(todayIn(new Date('2026-03-01T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-03-01');
  });
});
