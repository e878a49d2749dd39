import type { Currency } from '@portal/contract';

/**
 * A US plan's programme runs on Gregorian years: every date is shown in that calendar, whatever
 * the language's own (Persian would otherwise show Solar Hijri). Digits stay the language's.
 */
const CALENDAR = 'gregory';

/** A calendar date (`YYYY-MM-DD`) in the language's long form, e.g. "Monday, January 5, 2026". */
export function formatLongDate(date: string, languageTag: string): string {
  return new Intl.DateTimeFormat(languageTag, { dateStyle: 'full', timeZone: 'UTC', calendar: CALENDAR }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** A calendar date in the language's short numeric form (MM/dd/yyyy in English). */
export function formatShortDate(date: string, languageTag: string): string {
  return new Intl.DateTimeFormat(languageTag, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
    calendar: CALENDAR,
  }).format(new Date(`${date}T00:00:00Z`));
}

/** An instant as month/day/year with time and zone, in the member's time zone. */
export function formatDateTime(timestamp: string, languageTag: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(languageTag, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
    calendar: CALENDAR,
  }).format(new Date(timestamp));
}

/**
 * An amount of money as `format` writes it, with a currency symbol that has letters ("US$") kept
 * whole in right-to-left text: left to itself the bidirectional algorithm sends its "$" to the
 * other side of the number ("$US 0").
 */
export function formatMoney(format: Intl.NumberFormat, amount: number | `${number}`): string {
  return format
    .formatToParts(amount as number)
    .map((part) => (part.type === 'currency' && /\p{L}/u.test(part.value) ? `\u2066${part.value}\u2069` : part.value))
    .join('');
}

/** Dollars as currency; points as a whole number (the caller adds the word "points"). */
export function formatRewardAmount(amount: number, currency: Currency, languageTag: string): string {
  if (currency === 'DOLLARS') {
    const format = new Intl.NumberFormat(languageTag, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: amount % 1 === 0 ? 0 : 2,
    });
    return formatMoney(format, amount);
  }
  return new Intl.NumberFormat(languageTag, { maximumFractionDigits: 0 }).format(amount);
}

/** A number in the language's digits and grouping, with exactly `fractionDigits` decimals (none by default). */
export function formatNumber(value: number, languageTag: string, fractionDigits = 0): string {
  return new Intl.NumberFormat(languageTag, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
}

/** A time zone as people name it in the language ("Pacific Time"), or its IANA name where the language has none. */
export function timeZoneLabel(timeZone: string, languageTag: string): string {
  const parts = new Intl.DateTimeFormat(languageTag, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date());
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
