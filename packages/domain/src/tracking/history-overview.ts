import { TRACKER_HISTORY_DAYS, type Tracker } from '@portal/contract';
import { addDays } from '../shared/calendar-date';
import { bloodPressureBand, meetsSleepGuidance } from './tracker-guidance';

/** An entry of the history as the overview needs it; blood pressure's value is its systolic. */
export interface HistoryReading {
  readonly date: string;
  readonly value: number;
  readonly diastolic?: number | null;
}

/** One day of the 30: its reading, or null for a day nothing was recorded (a gap, not a zero). */
export interface HistoryDay {
  readonly date: string;
  readonly reading: HistoryReading | null;
}

/** Where the spec gives a reference: how many of the recorded days sit on each side of it. */
export type ReferenceCount =
  | { readonly tracker: 'bloodPressure'; readonly aboveNormal: number; readonly high: number }
  | { readonly tracker: 'sleep'; readonly meetingGuidance: number };

/** What the written summary beside a chart says. */
export interface HistoryOverview {
  readonly daysRecorded: number;
  readonly lowest: HistoryReading | null;
  readonly highest: HistoryReading | null;
  readonly latest: HistoryReading | null;
  readonly reference: ReferenceCount | null;
}

/**
 * The plan's last 30 days, oldest first, each with its reading. `entries` come newest first, as the
 * history call sends them: of a day with readings from several sources, the first (saved last) counts.
 */
export function historyDays(entries: readonly HistoryReading[], today: string): HistoryDay[] {
  const byDay = new Map<string, HistoryReading>();
  for (const entry of entries) if (!byDay.has(entry.date)) byDay.set(entry.date, entry);
  return Array.from({ length: TRACKER_HISTORY_DAYS }, (_, index) => {
    const date = addDays(today, index - (TRACKER_HISTORY_DAYS - 1));
    return { date, reading: byDay.get(date) ?? null };
  });
}

function referenceCount(tracker: Tracker, readings: readonly HistoryReading[]): ReferenceCount | null {
  if (tracker === 'bloodPressure') {
    const bands = readings.map((reading) => bloodPressureBand(reading.value, reading.diastolic ?? 0));
    return { tracker, aboveNormal: bands.filter((band) => band !== 'NORMAL').length, high: bands.filter((band) => band === 'HIGH').length };
  }
  if (tracker === 'sleep') return { tracker, meetingGuidance: readings.filter((reading) => meetsSleepGuidance(reading.value)).length };
  return null;
}

/**
 * The 30 days in numbers: how many were recorded, the lowest and highest (blood pressure by its
 * systolic; the earliest of equal ones), the latest, and the count against the reference.
 */
export function historyOverview(tracker: Tracker, days: readonly HistoryDay[]): HistoryOverview {
  const readings = days.flatMap((day) => (day.reading ? [day.reading] : []));
  const lowest = readings.reduce<HistoryReading | null>((low, reading) => (low && low.value <= reading.value ? low : reading), null);
  const highest = readings.reduce<HistoryReading | null>((high, reading) => (high && high.value >= reading.value ? high : reading), null);
  return {
    daysRecorded: readings.length,
    lowest,
    highest,
    latest: readings.at(-1) ?? null,
    reference: readings.length > 0 ? referenceCount(tracker, readings) : null,
  };
}
