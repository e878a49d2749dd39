import type { DeviceRefusal, Tracker } from '@portal/contract';
import { todayIn } from '../../shared/calendar-date';
import { refusal, type DeviceReading, type ReadingFields, type ReadingTime } from './device-reading';

/** A reading with the plan's day it counts on. */
export type DatedReading = DeviceReading & { readonly date: string };

/** What a day's entry needs of a kept reading. */
export type DayReading = ReadingTime & Pick<ReadingFields, 'tracker' | 'value' | 'diastolic' | 'device'> & { readonly date: string };

/** The day's entry a source keeps for a tracker, in whole numbers as hand entries are. */
export interface DailyEntry {
  readonly tracker: Tracker;
  readonly date: string;
  readonly value: number;
  readonly diastolic: number | null;
}

/** Trackers whose day is the sum of its readings; the others keep the day's latest reading. */
const SUMMED: ReadonlySet<Tracker> = new Set(['steps', 'sleep', 'workouts', 'nutrition']);

/**
 * Each reading's day in the plan's time zone (a reading given as a day keeps it); readings after
 * the plan's today are refused, as a hand entry for a future day is.
 */
export function datedReadings(
  readings: readonly DeviceReading[],
  timeZone: string,
  today: string,
): { dated: DatedReading[]; refusals: DeviceRefusal[] } {
  const dated: DatedReading[] = [];
  const refusals: DeviceRefusal[] = [];
  for (const reading of readings) {
    const date = 'day' in reading ? reading.day : todayIn(new Date(reading.measuredAt), timeZone);
    if (date > today) refusals.push(refusal(reading.sourceId, 'IN_THE_FUTURE'));
    else dated.push({ ...reading, date });
  }
  return { dated, refusals };
}

/** Latest first among instants; a reading given only as a day counts as taken at its day's start. */
const takenAt = (reading: DayReading) =>
  'measuredAt' in reading ? Date.parse(reading.measuredAt) : Date.parse(`${reading.date}T00:00:00Z`);

/**
 * A day's total: what each device counted, summed, and of the devices the largest. A phone and a
 * watch worn together both count the same walk, so adding the two would count it twice.
 */
function dayTotal(readings: readonly DayReading[]): number {
  const perDevice = new Map<string, number>();
  for (const reading of readings) perDevice.set(reading.device ?? '', (perDevice.get(reading.device ?? '') ?? 0) + reading.value);
  return Math.max(...perDevice.values());
}

/**
 * The entries a source keeps from its readings (all the source's readings of the days concerned):
 * steps, sleep, workouts and nutrition as the day's total, weight, glucose and blood pressure as
 * the day's latest reading (decision 0044), rounded to whole numbers.
 */
export function dailyEntries(readings: readonly DayReading[]): DailyEntry[] {
  const days = new Map<string, DayReading[]>();
  for (const reading of readings) {
    const key = `${reading.tracker} ${reading.date}`;
    const day = days.get(key);
    if (day) day.push(reading);
    else days.set(key, [reading]);
  }
  return [...days.values()].map((day) => {
    const { tracker, date } = day[0]!;
    if (SUMMED.has(tracker)) return { tracker, date, value: Math.round(dayTotal(day)), diastolic: null };
    const latest = day.reduce((kept, reading) => (takenAt(reading) >= takenAt(kept) ? reading : kept));
    return {
      tracker,
      date,
      value: Math.round(latest.value),
      diastolic: latest.diastolic === undefined ? null : Math.round(latest.diastolic),
    };
  });
}
