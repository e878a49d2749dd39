/**
 * Calendar dates as `YYYY-MM-DD` strings: they compare correctly as strings and carry no
 * time zone, which is what coverage and birth dates are.
 */
/** Exported for checks written in SQL; `isCalendarDate` also asks that the date exist. */
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.toISOString().slice(0, 10) === value;
}

export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY;
  return new Date(time).toISOString().slice(0, 10);
}

/** The same month and day `years` later; 29 February falls on 28 February in a common year. */
export function addYears(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) + years;
  const monthDay = date.slice(5);
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${String(year).padStart(4, '0')}-${monthDay === '02-29' && !isLeap ? '02-28' : monthDay}`;
}

/** Today's date in UTC, or in the given IANA time zone. */
// Building a DateTimeFormat costs far more than using one: one per time zone. The day changes
// only on a minute boundary in every time zone, so each zone's answer holds for its minute.
const days = new Map<string, { format: Intl.DateTimeFormat; minute: number; day: string }>();

export function todayIn(now: Date, timeZone = 'UTC'): string {
  const minute = Math.floor(now.getTime() / 60_000);
  let known = days.get(timeZone);
  if (!known) {
    const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    known = { format, minute: Number.NaN, day: '' };
    days.set(timeZone, known);
  }
  if (known.minute !== minute) {
    known.minute = minute;
    known.day = known.format.format(now);
  }
  return known.day;
}

/** Whole years from `dob` to `today`; a birthday counts on its own day (29 February on 1 March). */
export function ageOn(dob: string, today: string): number {
  const [birthYear, birthMonth, birthDay] = dob.split('-').map(Number) as [number, number, number];
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}
