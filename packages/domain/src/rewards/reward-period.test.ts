import type { CompliancePeriod, MemberCoverage } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { currentRewardPeriod } from './reward-period';

const period = (id: number, startDate: string, endDate: string): CompliancePeriod => ({
  id,
  cohortIncentiveStrategyId: 1,
  cohortIncentiveStrategyType: 'COHORT',
  startDate,
  endDate,
  maxRewardAmount: 100 * id,
});

const coverage = (id: number, startDate: string, endDate: string | null, periods: CompliancePeriod[]): MemberCoverage => ({
  id,
  startDate,
  endDate,
  coverage: { cohortId: 'C1', medicalPlan: { medicalContract: { code: 'H1' } } },
  compliancePeriods: periods,
});

describe('currentRewardPeriod', () => {
  const thisYear = period(1, '2026-01-01', '2026-12-31');
  const lastYear = period(2, '2025-01-01', '2025-12-31');

  it("is the active coverage's period running today, first and last days included", () => {
    const member = { memberCoverages: [coverage(7, '2025-01-01', null, [lastYear, thisYear])] };
    expect(currentRewardPeriod(member, { termPeriodDayCount: 0 }, '2026-01-01')).toMatchObject({ coverage: { id: 7 }, period: thisYear });
    expect(currentRewardPeriod(member, { termPeriodDayCount: 0 }, '2025-12-31').period).toBe(lastYear);
  });

  it('skips coverages that are not active today, keeping the term grace days', () => {
    const ended = coverage(1, '2025-01-01', '2025-12-31', [lastYear]);
    const current = coverage(2, '2026-01-01', null, [thisYear]);
    expect(currentRewardPeriod({ memberCoverages: [ended, current] }, { termPeriodDayCount: 0 }, '2026-03-01').coverage?.id).toBe(2);
    expect(currentRewardPeriod({ memberCoverages: [ended] }, { termPeriodDayCount: 30 }, '2026-01-15')).toMatchObject({
      coverage: { id: 1 },
      period: undefined,
    });
  });

  it('has neither without an active coverage', () => {
    const future = coverage(3, '2027-01-01', null, [period(3, '2027-01-01', '2027-12-31')]);
    expect(currentRewardPeriod({ memberCoverages: [future] }, { termPeriodDayCount: 0 }, '2026-06-01')).toEqual({
      coverage: undefined,
      period: undefined,
    });
  });
});
