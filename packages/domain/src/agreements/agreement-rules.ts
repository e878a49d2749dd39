/**
 * Spec 000, agreement renewal: a once-only agreement needs one acceptance; an annual-calendar one
 * needs one in the current year; an annual-window one needs one inside the current window while
 * today is inside it. Dates are the client's calendar dates (`YYYY-MM-DD`).
 */
export const AGREEMENT_RECURRENCES = ['ONCE', 'ANNUAL_CALENDAR', 'ANNUAL_WINDOW'] as const;
export type AgreementRecurrence = (typeof AGREEMENT_RECURRENCES)[number];

export interface AgreementTerms {
  readonly recurrence: AgreementRecurrence;
  /** For ANNUAL_WINDOW: the window's first and last day; its month and day repeat every year. */
  readonly windowStart: string | null;
  readonly windowEnd: string | null;
}

export interface DateRange {
  readonly start: string;
  readonly end: string;
}

const pad = (value: number): string => String(value).padStart(2, '0');
const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The month and day of `date` in `year`; 29 February falls on the 28th in other years. */
function inYear(date: string, year: number): string {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const shown = month === 2 && day === 29 && !isLeapYear(year) ? 28 : day;
  return `${year}-${pad(month)}-${pad(shown)}`;
}

/** The yearly window that contains `today`, or null when today is outside every occurrence. */
export function currentAgreementWindow(terms: AgreementTerms, today: string): DateRange | null {
  if (terms.recurrence !== 'ANNUAL_WINDOW' || !terms.windowStart || !terms.windowEnd) return null;
  const year = Number(today.slice(0, 4));
  const crossesYearEnd = terms.windowStart.slice(5) > terms.windowEnd.slice(5);
  const occurrences: DateRange[] = crossesYearEnd
    ? [
        { start: inYear(terms.windowStart, year - 1), end: inYear(terms.windowEnd, year) },
        { start: inYear(terms.windowStart, year), end: inYear(terms.windowEnd, year + 1) },
      ]
    : [{ start: inYear(terms.windowStart, year), end: inYear(terms.windowEnd, year) }];
  return occurrences.find((window) => window.start <= today && today <= window.end) ?? null;
}

/** Whether the member must (re)accept the agreement today, given the days they accepted it. */
export function isAgreementPending(terms: AgreementTerms, acceptedOn: readonly string[], today: string): boolean {
  switch (terms.recurrence) {
    case 'ONCE':
      return acceptedOn.length === 0;
    case 'ANNUAL_CALENDAR':
      return !acceptedOn.some((day) => day.slice(0, 4) === today.slice(0, 4));
    case 'ANNUAL_WINDOW': {
      const window = currentAgreementWindow(terms, today);
      return window !== null && !acceptedOn.some((day) => window.start <= day && day <= window.end);
    }
  }
}
