import { isCoverageActive, type CoverageDates } from '../shared/coverage';
import { periodContaining } from './completion-rules';
import type { ProgrammeCompliancePeriod, ProgrammeDefinition } from './programme-definition';

/** The compliance periods of a cohort under the plan's incentive strategy (spec 001: one switch chooses). */
export function cohortPeriods(programme: ProgrammeDefinition, cohortCode: string): readonly ProgrammeCompliancePeriod[] {
  const cohort = programme.cohorts.find((candidate) => candidate.code === cohortCode);
  return (cohort?.compliancePeriods ?? []).filter((period) => period.cohortIncentiveStrategyType === programme.incentiveStrategy);
}

/** The period of a cohort running on a day, if any. */
export function cohortPeriodOn(programme: ProgrammeDefinition, cohortCode: string, date: string): ProgrammeCompliancePeriod | undefined {
  const periods = cohortPeriods(programme, cohortCode);
  const span = periodContaining(periods, date);
  return periods.find((period) => period.id === span?.id);
}

/**
 * The coverage a day belongs to: one active that day (started, not ended beyond the plan's grace
 * days), preferring one whose cohort has a compliance period running then.
 */
export function coverageOn<T extends CoverageDates & { readonly cohortCode: string }>(
  coverages: readonly T[],
  date: string,
  programme: ProgrammeDefinition,
  graceDays: number,
): T | undefined {
  const active = coverages.filter((coverage) => isCoverageActive(coverage, date, graceDays));
  return active.find((coverage) => cohortPeriodOn(programme, coverage.cohortCode, date) !== undefined) ?? active[0];
}
