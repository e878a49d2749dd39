import type { DeviceRefusal, Tracker } from '@portal/contract';
import { TRACKER_RULES } from '../tracker-rules';
import {
  checkedReading,
  collectReading,
  isObject,
  numberFrom,
  poundsFrom,
  readingTime,
  refusal,
  type ConvertedReadings,
  type DeviceReading,
  type Json,
  type ReadingTime,
} from './device-reading';

/** The Human API lists the trackers read: two daily summaries and three kinds of single readings. */
export const HUMAN_API_LISTS = ['activitySummaries', 'sleepSummaries', 'weight', 'bloodPressure', 'bloodGlucose'] as const;
export type HumanApiList = (typeof HUMAN_API_LISTS)[number];

/** A record's reading, or why it was refused. */
type Converted = DeviceReading | DeviceRefusal;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A daily summary is its source's total of the day, revised through the day under the same id.
 * Each revision is kept as its own reading (the id with its `updatedAt`) and its own device, so
 * that the day keeps the largest of them, as a day's total keeps one device's (decision 0049).
 */
function summaryReadings(record: Json, id: string, time: ReadingTime, measures: readonly [Tracker, unknown][]): Converted[] {
  const revision = `${id}@${text(record.updatedAt)}`;
  return measures.flatMap(([tracker, raw]) => {
    const value = numberFrom(raw);
    if (value === null || value <= 0) return [];
    const unit = TRACKER_RULES[tracker].unit;
    return [checkedReading({ sourceId: `${revision}:${tracker}`, tracker, ...time, value, unit, device: revision })];
  });
}

/** A single reading's tracker, value and unit, as a reading holds them, or why it is refused. */
type SingleValue = Pick<DeviceReading, 'tracker' | 'value' | 'diastolic' | 'unit'>;
type SingleRefusal = 'UNIT_NOT_ACCEPTED' | 'MISSING_VALUE' | 'INCOMPLETE_BLOOD_PRESSURE';

function singleReading(list: 'weight' | 'bloodPressure' | 'bloodGlucose', record: Json): SingleValue | SingleRefusal {
  const unit = text(record.unit);
  if (list === 'bloodPressure') {
    // The two values at the top of the record, or under `value`.
    const parts = isObject(record.value) ? record.value : record;
    const systolic = numberFrom(parts.systolic);
    const diastolic = numberFrom(parts.diastolic);
    if (systolic === null || diastolic === null) return 'INCOMPLETE_BLOOD_PRESSURE';
    if (unit !== 'mmHg' && unit !== 'mm[Hg]') return 'UNIT_NOT_ACCEPTED';
    return { tracker: 'bloodPressure', value: systolic, diastolic, unit: 'mmHg' };
  }
  const value = numberFrom(record.value);
  if (value === null) return 'MISSING_VALUE';
  if (list === 'bloodGlucose') return unit === 'mg/dL' ? { tracker: 'glucose', value, unit: 'mg/dL' } : 'UNIT_NOT_ACCEPTED';
  const pounds = poundsFrom(value, unit);
  return pounds === null ? 'UNIT_NOT_ACCEPTED' : { tracker: 'weight', value: pounds, unit: 'lbs' };
}

/** One record of a Human API list as readings or refusals (none for what is no record); `fallbackId` names one without an id. */
export function humanApiRecord(list: HumanApiList, record: unknown, fallbackId: string): Converted[] {
  if (!isObject(record)) return [];
  const id = text(record.id) || fallbackId;
  if (list === 'activitySummaries' || list === 'sleepSummaries') {
    // A summary's day is its own date, whatever time zone its source keeps.
    const time = readingTime(record.date);
    if (time === null || !('day' in time)) return [refusal(id, 'MISSING_TIME')];
    const measures: [Tracker, unknown][] =
      list === 'sleepSummaries'
        ? [['sleep', record.timeAsleep]]
        : [
            ['steps', record.steps],
            ['workouts', record.calories],
          ];
    return summaryReadings(record, id, time, measures);
  }
  const time = readingTime(record.timestamp);
  if (time === null) return [refusal(id, 'MISSING_TIME')];
  const read = singleReading(list, record);
  if (typeof read === 'string') return [refusal(id, read)];
  return [checkedReading({ sourceId: id, ...time, ...read })];
}

/** The readings of one Human API list (a JSON array of records) and the ones refused, in list order. */
export function humanApiReadings(list: HumanApiList, records: readonly unknown[], offset = 0): ConvertedReadings {
  const converted: ConvertedReadings = { readings: [], refusals: [] };
  records.forEach((record, index) => {
    for (const read of humanApiRecord(list, record, `${list}[${offset + index}]`)) collectReading(converted, read);
  });
  return converted;
}
