import { describe, expect, it } from 'vitest';
import { actionAvailability, type AvailabilityFacts } from './availability';
import type { ActionRule } from './completion-rules';

const annual: ActionRule = { type: null, recurrence: 'ANNUAL_CALENDAR', nextDueDateOffsetDayCount: null };
const once: ActionRule = { type: 'PROFILE_UPDATE', recurrence: 'ONCE', nextDueDateOffsetDayCount: null };
const hra: ActionRule = { type: 'COMPLETE_HEALTH_QUESTIONNAIRE', recurrence: 'ANNUAL_CALENDAR', nextDueDateOffsetDayCount: 0 };

const facts = (overrides: Partial<AvailabilityFacts> = {}): AvailabilityFacts => ({
  today: '2026-03-02',
  coverageActive: true,
  inCohortPeriod: true,
  state: 'INCOMPLETE',
  completions: [],
  earnedThisYear: 0,
  yearlyMaximum: 25_000,
  ...overrides,
});

describe('actionAvailability', () => {
  it('is open to a covered member in a running period who has not done it', () => {
    expect(actionAvailability(annual, facts())).toEqual({ open: true, reason: 'OPEN' });
  });

  it('is closed once the coverage has ended, before anything else', () => {
    expect(actionAvailability(annual, facts({ coverageActive: false, inCohortPeriod: false }))).toEqual({
      open: false,
      reason: 'COVERAGE_ENDED',
    });
  });

  it("is closed when the member's cohort has no compliance period running", () => {
    expect(actionAvailability(annual, facts({ inCohortPeriod: false }))).toEqual({ open: false, reason: 'NOT_IN_COHORT_PERIOD' });
  });

  it('says a once-only action done is done for good', () => {
    const done = facts({ state: 'COMPLETED', completions: [{ completionDate: '2025-06-01' }] });
    expect(actionAvailability(once, done)).toEqual({ open: false, reason: 'ONCE_DONE' });
  });

  it('says a period action done is done for this period', () => {
    const done = facts({ state: 'COMPLETED', completions: [{ completionDate: '2026-02-01' }] });
    expect(actionAvailability(annual, done)).toEqual({ open: false, reason: 'DONE_FOR_PERIOD' });
  });

  it('says an action following its next due date is due later while that date has not come', () => {
    const done = facts({ state: 'COMPLETED', completions: [{ completionDate: '2025-12-01' }] });
    expect(actionAvailability(hra, done)).toEqual({ open: false, reason: 'NEXT_DUE_LATER' });
  });

  it('stays open at the yearly maximum but says nothing more is earned this year', () => {
    expect(actionAvailability(annual, facts({ earnedThisYear: 25_000 }))).toEqual({ open: true, reason: 'YEARLY_MAXIMUM_REACHED' });
    expect(actionAvailability(annual, facts({ earnedThisYear: 24_999 }))).toEqual({ open: true, reason: 'OPEN' });
  });

  it("stays open while the member's word waits for the plan's data, and says so", () => {
    expect(actionAvailability(annual, facts({ state: 'PENDING_VERIFICATION' }))).toEqual({ open: true, reason: 'AWAITING_PLAN_DATA' });
  });
});
