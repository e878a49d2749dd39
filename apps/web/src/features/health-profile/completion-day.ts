import { formatLongDate } from '../../lib/format';

/** The calendar day of a completion (the server's UTC day), in the language's long form. */
export function completionDay(timestamp: string, languageTag: string): string {
  return formatLongDate(timestamp.slice(0, 10), languageTag);
}
