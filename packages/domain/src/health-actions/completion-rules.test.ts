import type { HealthActionType } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import harbor from './demo/harbor-programme.json';
import {
  compliancePeriodsWithCompliance,
  compoundState,
  healthActionState,
  healthActionStates,
  nextDueDate,
  periodContaining,
  type ActionRule,
  type CompletionContext,
  type HealthActionCompletion,
  type MemberActionRecord,
} from './completion-rules';
import { parseProgrammeDefinition } from './parse-programme';

const year2025 = { id: 1, startDate: '2025-01-01', endDate: '2025-12-31' };
const year2026 = { id: 2, startDate: '2026-01-01', endDate: '2026-12-31' };
const on = (today: string, periods = [year2025, year2026]): CompletionContext => ({ today, periods });
const done = (...dates: string[]): MemberActionRecord => ({
  completions: dates.map((completionDate) => ({ completionDate })),
  awaitingVerification: [],
});
const rule = (overrides: Partial<ActionRule>): ActionRule => ({
  type: null,
  recurrence: 'ANNUAL_CALENDAR',
  nextDueDateOffsetDayCount: null,
  ...overrides,
});

describe('next due date', () => {
  it('is the last completion plus one year plus the offset days, 29 February landing on the 28th', () => {
    expect(nextDueDate('2025-04-15', 30)).toBe('2026-05-15');
    expect(nextDueDate('2025-04-15', -10)).toBe('2026-04-05');
    expect(nextDueDate('2024-02-29', 0)).toBe('2025-02-28');
  });
});

describe.each<HealthActionType>(['COMPLETE_HEALTH_QUESTIONNAIRE', 'HEALTH_PLAN_FEEDBACK_SURVEY'])('a %s action', (type) => {
  const questionnaire = rule({ type });

  it('is completed by a completion in the compliance period running today', () => {
    expect(healthActionState(questionnaire, done('2026-01-01'), on('2026-05-10'))).toBe('COMPLETED');
  });

  it('is completed by a refusal in the current period too', () => {
    const refused: MemberActionRecord = { completions: [{ completionDate: '2026-03-01', refused: true }], awaitingVerification: [] };
    expect(healthActionState(questionnaire, refused, on('2026-05-10'))).toBe('COMPLETED');
  });

  it('is to do again in a new period when it has no offset', () => {
    expect(healthActionState(questionnaire, done('2025-12-31'), on('2026-01-01'))).toBe('INCOMPLETE');
  });

  it('with an offset, stays completed until the next due date and is due again on that day', () => {
    const withOffset = rule({ type, nextDueDateOffsetDayCount: 30 });
    expect(healthActionState(withOffset, done('2025-04-15'), on('2026-05-14'))).toBe('COMPLETED');
    expect(healthActionState(withOffset, done('2025-04-15'), on('2026-05-15'))).toBe('INCOMPLETE');
    const earlier = rule({ type, nextDueDateOffsetDayCount: -10 });
    expect(healthActionState(earlier, done('2025-04-15'), on('2026-04-05'))).toBe('INCOMPLETE');
  });

  it('is not completed when no compliance period runs today and no next due date holds', () => {
    expect(healthActionState(questionnaire, done('2027-01-02'), on('2027-01-05'))).toBe('INCOMPLETE');
  });
});

describe('other actions', () => {
  it('with an offset follow the next due date, whatever the periods', () => {
    const checkup = rule({ type: 'PCP_VISIT', nextDueDateOffsetDayCount: 0 });
    expect(healthActionState(checkup, done('2025-06-01'), on('2026-05-31'))).toBe('COMPLETED');
    expect(healthActionState(checkup, done('2025-06-01'), on('2026-06-01'))).toBe('INCOMPLETE');
  });

  it('done ONCE stay completed after a completion in any of the cohort periods, not one outside them', () => {
    const profile = rule({ type: 'PROFILE_UPDATE', recurrence: 'ONCE' });
    expect(healthActionState(profile, done('2025-02-01'), on('2026-05-10'))).toBe('COMPLETED');
    expect(healthActionState(profile, done('2024-06-01'), on('2026-05-10'))).toBe('INCOMPLETE');
  });

  it('ANNUAL_CALENDAR need a completion in a cohort period in this calendar year', () => {
    const flu = rule({ recurrence: 'ANNUAL_CALENDAR' });
    expect(healthActionState(flu, done('2026-02-01'), on('2026-05-10'))).toBe('COMPLETED');
    expect(healthActionState(flu, done('2025-11-01'), on('2026-05-10'))).toBe('INCOMPLETE');
    const planYear = [{ id: 3, startDate: '2025-07-01', endDate: '2026-06-30' }];
    expect(healthActionState(flu, done('2026-03-01'), on('2026-08-01', planYear))).toBe('COMPLETED');
  });

  it('ANNUAL_WINDOW need a completion in the period running today', () => {
    const flu = rule({ recurrence: 'ANNUAL_WINDOW' });
    expect(healthActionState(flu, done('2026-02-01'), on('2026-05-10'))).toBe('COMPLETED');
    expect(healthActionState(flu, done('2025-11-01'), on('2026-05-10'))).toBe('INCOMPLETE');
    const planYear = [{ id: 3, startDate: '2025-07-01', endDate: '2026-06-30' }];
    expect(healthActionState(flu, done('2026-03-01'), on('2026-08-01', planYear))).toBe('INCOMPLETE');
  });
});

describe('pending verification', () => {
  const article = rule({ recurrence: 'ANNUAL_CALENDAR' });

  it('is where an action waits while an attestation or an article read awaits its check', () => {
    expect(healthActionState(article, { completions: [], awaitingVerification: ['2026-05-01'] }, on('2026-05-10'))).toBe(
      'PENDING_VERIFICATION',
    );
  });

  it('does not come from something older than the last completion, nor dated after today', () => {
    const stale: MemberActionRecord = { completions: [{ completionDate: '2025-09-01' }], awaitingVerification: ['2025-08-01'] };
    expect(healthActionState(article, stale, on('2026-05-10'))).toBe('INCOMPLETE');
    expect(healthActionState(article, { completions: [], awaitingVerification: ['2026-05-11'] }, on('2026-05-10'))).toBe('INCOMPLETE');
  });

  it('gives way to a completion that counts', () => {
    const both: MemberActionRecord = { completions: [{ completionDate: '2026-05-02' }], awaitingVerification: ['2026-05-01'] };
    expect(healthActionState(article, both, on('2026-05-10'))).toBe('COMPLETED');
  });
});

describe('compound actions', () => {
  it('are completed when every child is, pending when none is left to do but one awaits a check', () => {
    expect(compoundState(['COMPLETED', 'COMPLETED'])).toBe('COMPLETED');
    expect(compoundState(['COMPLETED', 'PENDING_VERIFICATION'])).toBe('PENDING_VERIFICATION');
    expect(compoundState(['COMPLETED', 'PENDING_VERIFICATION', 'INCOMPLETE'])).toBe('INCOMPLETE');
    expect(compoundState([])).toBe('INCOMPLETE');
  });

  it("follow their children in the Harbor programme, whatever the container's own record says", () => {
    const read = parseProgrammeDefinition(harbor);
    if (!read.ok) throw new Error('the Harbor programme must parse');
    const records = new Map<number, MemberActionRecord>([
      [110, done('2026-01-01')],
      [111, done('2026-02-01')],
      [112, done('2026-03-01')],
    ]);
    const states = healthActionStates(read.programme.healthActions, records, on('2026-05-10'));
    expect(states.get(110)).toBe('INCOMPLETE');
    expect(states.get(101)).toBe('INCOMPLETE');
    records.set(113, { completions: [], awaitingVerification: ['2026-04-01'] });
    expect(healthActionStates(read.programme.healthActions, records, on('2026-05-10')).get(110)).toBe('PENDING_VERIFICATION');
    records.set(113, done('2026-04-02'));
    expect(healthActionStates(read.programme.healthActions, records, on('2026-05-10')).get(110)).toBe('COMPLETED');
  });

  it('nest, and a hand-built cycle ends instead of looping', () => {
    const base = { type: null, recurrence: 'ANNUAL_CALENDAR', nextDueDateOffsetDayCount: null } as const;
    const actions = [
      { ...base, id: 1, complexity: 'C', containerHealthActionId: null },
      { ...base, id: 2, complexity: 'C', containerHealthActionId: 1 },
      { ...base, id: 3, complexity: 'S', containerHealthActionId: 2 },
    ] as const;
    expect(healthActionStates(actions, new Map([[3, done('2026-01-05')]]), on('2026-05-10')).get(1)).toBe('COMPLETED');
    const cycle = [
      { ...base, id: 1, complexity: 'C', containerHealthActionId: 2 },
      { ...base, id: 2, complexity: 'C', containerHealthActionId: 1 },
    ] as const;
    expect(healthActionStates(cycle, new Map(), on('2026-05-10')).get(1)).toBe('INCOMPLETE');
  });
});

describe('compliance periods', () => {
  it('find the period running on a day, first and last days included', () => {
    expect(periodContaining([year2025, year2026], '2026-01-01')).toBe(year2026);
    expect(periodContaining([year2025, year2026], '2025-12-31')).toBe(year2025);
    expect(periodContaining([year2025], '2026-01-01')).toBeUndefined();
  });

  it('are compliant when a completion, refusals included, falls inside them', () => {
    const completions: HealthActionCompletion[] = [{ completionDate: '2026-12-31', refused: true }];
    expect(compliancePeriodsWithCompliance([year2025, year2026], completions).map((period) => period.isCompliant)).toEqual([false, true]);
  });
});
