import { describe, expect, it } from 'vitest';
import { instantOnPlanClock } from './plan-time';

describe('instantOnPlanClock', () => {
  it('reads a time on the plan’s clock, in winter and in summer', () => {
    expect(instantOnPlanClock('2027-01-04', '09:30', 'America/Los_Angeles')?.toISOString()).toBe('2027-01-04T17:30:00.000Z');
    expect(instantOnPlanClock('2027-07-05', '09:30', 'America/Los_Angeles')?.toISOString()).toBe('2027-07-05T16:30:00.000Z');
    expect(instantOnPlanClock('2027-07-05', '09:30', 'America/New_York')?.toISOString()).toBe('2027-07-05T13:30:00.000Z');
    expect(instantOnPlanClock('2027-07-05', '23:45', 'UTC')?.toISOString()).toBe('2027-07-05T23:45:00.000Z');
  });

  it('keeps to the plan’s zone east of Greenwich and across midnight', () => {
    expect(instantOnPlanClock('2027-01-04', '00:15', 'Asia/Tokyo')?.toISOString()).toBe('2027-01-03T15:15:00.000Z');
    expect(instantOnPlanClock('2027-01-04', '08:00', 'Asia/Kolkata')?.toISOString()).toBe('2027-01-04T02:30:00.000Z');
  });

  it('reads a skipped spring time with the winter offset, and a repeated autumn time as the first', () => {
    // 14 March 2027: Los Angeles clocks go from 02:00 straight to 03:00.
    expect(instantOnPlanClock('2027-03-14', '02:30', 'America/Los_Angeles')?.toISOString()).toBe('2027-03-14T10:30:00.000Z');
    expect(instantOnPlanClock('2027-03-14', '03:30', 'America/Los_Angeles')?.toISOString()).toBe('2027-03-14T10:30:00.000Z');
    // 7 November 2027: 01:30 happens twice, first in summer time (UTC-7).
    expect(instantOnPlanClock('2027-11-07', '01:30', 'America/Los_Angeles')?.toISOString()).toBe('2027-11-07T08:30:00.000Z');
    expect(instantOnPlanClock('2027-11-07', '02:30', 'America/Los_Angeles')?.toISOString()).toBe('2027-11-07T10:30:00.000Z');
  });

  it('answers null for a date or time that is not one', () => {
    expect(instantOnPlanClock('2027-02-30', '09:00', 'UTC')).toBeNull();
    expect(instantOnPlanClock('2027-1-4', '09:00', 'UTC')).toBeNull();
    expect(instantOnPlanClock('2027-01-04', '24:00', 'UTC')).toBeNull();
    expect(instantOnPlanClock('2027-01-04', '9:00', 'UTC')).toBeNull();
    expect(instantOnPlanClock('', '', 'UTC')).toBeNull();
  });
});
