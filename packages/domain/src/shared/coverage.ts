import { addDays } from './calendar-date';

export interface CoverageDates {
  readonly startDate: string;
  readonly endDate: string | null;
}

/**
 * Spec: a coverage is active when it has no end date and has started, or when today lies
 * between its start and its end plus the client's term grace day count.
 */
export function isCoverageActive(coverage: CoverageDates, today: string, termPeriodDayCount: number): boolean {
  if (coverage.startDate > today) return false;
  if (coverage.endDate === null) return true;
  return today <= addDays(coverage.endDate, termPeriodDayCount);
}

export function activeCoverages<T extends CoverageDates>(coverages: readonly T[], today: string, termPeriodDayCount: number): T[] {
  return coverages.filter((coverage) => isCoverageActive(coverage, today, termPeriodDayCount));
}
