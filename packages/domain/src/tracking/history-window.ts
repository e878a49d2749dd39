import { TRACKER_HISTORY_DAYS } from '@portal/contract';
import { addDays } from '../shared/calendar-date';

/** The days the history shows for a plan's `today`: today and the days before it, first and last included. */
export interface HistoryWindow {
  readonly firstDay: string;
  readonly lastDay: string;
}

export function historyWindow(today: string): HistoryWindow {
  return { firstDay: addDays(today, -(TRACKER_HISTORY_DAYS - 1)), lastDay: today };
}
