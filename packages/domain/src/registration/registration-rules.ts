import { addDays, ageOn, isCalendarDate } from '../shared/calendar-date';
import { isCoverageActive, type CoverageDates } from '../shared/coverage';

/** Spec 000 section 9: members register from 18; younger members need a legal guardian. */
export const REGISTRATION_MIN_AGE = 18;

export type RegistrationWindow =
  | { state: 'open' }
  | { state: 'not-yet-open'; opensOn: string }
  /** `endedOn`: the last coverage's end date; null for a roster member with no coverage at all. */
  | { state: 'closed'; endedOn: string | null };

/**
 * A member may register while a coverage is active. With none active but one starting
 * later, registration opens on that start date; with every coverage over, it is closed,
 * and the member is told when the last one ended.
 */
export function registrationWindow(coverages: readonly CoverageDates[], today: string, termPeriodDayCount: number): RegistrationWindow {
  if (coverages.some((coverage) => isCoverageActive(coverage, today, termPeriodDayCount))) return { state: 'open' };
  const upcoming = coverages
    .map((coverage) => coverage.startDate)
    .filter((start) => start > today)
    .sort()[0];
  if (upcoming) return { state: 'not-yet-open', opensOn: upcoming };
  const endedOn =
    coverages
      .map((coverage) => coverage.endDate)
      .filter((end): end is string => end !== null)
      .sort()
      .at(-1) ?? null;
  return { state: 'closed', endedOn };
}

export function isAdult(dob: string, today: string): boolean {
  return ageOn(dob, today) >= REGISTRATION_MIN_AGE;
}

/** The latest birth date of someone who is 18 today (the form's cut-off date). */
export function adultBirthDateCutoff(today: string): string {
  const cutoff = `${String(Number(today.slice(0, 4)) - REGISTRATION_MIN_AGE).padStart(4, '0')}${today.slice(4)}`;
  // Today is 29 February: eighteen years ago had none, so the cut-off is the 28th.
  return isCalendarDate(cutoff) ? cutoff : addDays(cutoff.replace(/-02-29$/, '-03-01'), -1);
}

/** Names on a roster and in a form match whatever their case and surrounding space. */
export function sameName(a: string, b: string): boolean {
  return a.trim().localeCompare(b.trim(), 'en', { sensitivity: 'accent' }) === 0;
}

export interface IdentityClaim {
  readonly firstName: string;
  readonly lastName: string;
  readonly dob: string;
}

/** The roster member is the person described: same names (case aside) and birth date. */
export function matchesIdentity(member: IdentityClaim, claim: IdentityClaim): boolean {
  return sameName(member.firstName, claim.firstName) && sameName(member.lastName, claim.lastName) && member.dob === claim.dob;
}
