import type { Tracker } from '@portal/contract';
import { checkedReading, numberFrom, poundsFrom, refusal, type ConvertedReading, type ReadingTime } from './device-reading';

/** A `<Record>` or `<Correlation>` of an Apple Health export.xml, by its attributes. */
export interface AppleHealthRecord {
  readonly type: string;
  readonly unit?: string;
  readonly value?: string;
  readonly startDate?: string;
  readonly endDate?: string;
  readonly sourceName?: string;
}

export const APPLE_BLOOD_PRESSURE = 'HKCorrelationTypeIdentifierBloodPressure';
const SYSTOLIC = 'HKQuantityTypeIdentifierBloodPressureSystolic';
const DIASTOLIC = 'HKQuantityTypeIdentifierBloodPressureDiastolic';
const SLEEP = 'HKCategoryTypeIdentifierSleepAnalysis';

/** The quantity types that are a tracker's, each with the unit its value is read in. */
const QUANTITIES: Readonly<
  Record<string, { tracker: Exclude<Tracker, 'bloodPressure' | 'sleep'>; read: (value: number, unit: string) => number | null }>
> = {
  HKQuantityTypeIdentifierStepCount: { tracker: 'steps', read: (value, unit) => (unit === 'count' ? value : null) },
  HKQuantityTypeIdentifierBodyMass: { tracker: 'weight', read: poundsFrom },
  HKQuantityTypeIdentifierBloodGlucose: { tracker: 'glucose', read: (value, unit) => (unit === 'mg/dL' ? value : null) },
  HKQuantityTypeIdentifierActiveEnergyBurned: { tracker: 'workouts', read: kilocalories },
  HKQuantityTypeIdentifierDietaryEnergyConsumed: { tracker: 'nutrition', read: kilocalories },
};

const UNITS = { steps: 'steps', weight: 'lbs', glucose: 'mg/dL', workouts: 'calories', nutrition: 'calories' } as const;

/** Food and exercise "calories" are kilocalories; Apple writes them kcal, or Cal. */
function kilocalories(value: number, unit: string): number | null {
  return unit === 'kcal' || unit === 'Cal' ? value : null;
}

/** The sleep categories that are sleep; in bed and awake are not. */
const ASLEEP = /^HKCategoryValueSleepAnalysisAsleep/;

// Apple writes "2026-03-01 07:05:00 -0800".
const APPLE_DATE = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-]\d{2})(\d{2})$/;

/** An Apple date as an ISO instant, or null. */
export function appleInstant(text: string | undefined): string | null {
  const match = text === undefined ? null : APPLE_DATE.exec(text);
  if (!match) return null;
  const time = Date.parse(`${match[1]}T${match[2]}${match[3]}:${match[4]}`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * A short, stable hash of text (53 bits as hex, cyrb53): Apple gives its records no id, so a
 * record's id is the hash of what makes it that record, the same on every export.
 */
export function stableTextHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ char, 2654435761);
    h2 = Math.imul(h2 ^ char, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** A record's id: its type, start, end, source and value hashed. */
export function appleRecordId(record: AppleHealthRecord): string {
  return stableTextHash([record.type, record.startDate, record.endDate, record.sourceName, record.value].join('|'));
}

/** When a reading was taken: at its end (a night's sleep counts on the morning it ends), else its start. */
function takenAt(record: AppleHealthRecord): ReadingTime | null {
  const measuredAt = appleInstant(record.endDate ?? record.startDate);
  return measuredAt === null ? null : { measuredAt };
}

const device = (record: AppleHealthRecord) => (record.sourceName === undefined ? {} : { device: record.sourceName });

function sleepReading(record: AppleHealthRecord, sourceId: string): ConvertedReading {
  if (!ASLEEP.test(record.value ?? '')) return null;
  const start = appleInstant(record.startDate);
  const end = appleInstant(record.endDate);
  if (start === null || end === null) return refusal(sourceId, 'MISSING_TIME');
  const minutes = (Date.parse(end) - Date.parse(start)) / 60_000;
  return checkedReading({ sourceId, tracker: 'sleep', measuredAt: end, value: minutes, unit: 'minutes', ...device(record) });
}

/**
 * One `<Record>` outside a blood pressure as a reading: nothing when it is no tracker's (and for
 * a systolic or diastolic alone, which Apple also writes inside its blood pressure correlation).
 */
export function appleHealthRecordReading(record: AppleHealthRecord): ConvertedReading {
  if (record.type === SLEEP) return sleepReading(record, appleRecordId(record));
  const quantity = QUANTITIES[record.type];
  if (!quantity) return null;
  const sourceId = appleRecordId(record);
  const value = numberFrom(record.value);
  if (value === null) return refusal(sourceId, 'MISSING_VALUE');
  const time = takenAt(record);
  if (time === null) return refusal(sourceId, 'MISSING_TIME');
  const converted = quantity.read(value, record.unit ?? '');
  if (converted === null) return refusal(sourceId, 'UNIT_NOT_ACCEPTED');
  return checkedReading({
    sourceId,
    tracker: quantity.tracker,
    ...time,
    value: converted,
    unit: UNITS[quantity.tracker],
    ...device(record),
  });
}

/** A blood pressure `<Correlation>` and the records inside it as one reading. */
export function appleHealthBloodPressureReading(correlation: AppleHealthRecord, records: readonly AppleHealthRecord[]): ConvertedReading {
  const systolic = records.find((record) => record.type === SYSTOLIC);
  const diastolic = records.find((record) => record.type === DIASTOLIC);
  const sourceId = appleRecordId({ ...correlation, value: `${systolic?.value}/${diastolic?.value}` });
  const time = takenAt(correlation);
  if (time === null) return refusal(sourceId, 'MISSING_TIME');
  const systolicValue = numberFrom(systolic?.value);
  const diastolicValue = numberFrom(diastolic?.value);
  if (systolicValue === null || diastolicValue === null) return refusal(sourceId, 'INCOMPLETE_BLOOD_PRESSURE');
  if (systolic?.unit !== 'mmHg' || diastolic?.unit !== 'mmHg') return refusal(sourceId, 'UNIT_NOT_ACCEPTED');
  return checkedReading({
    sourceId,
    tracker: 'bloodPressure',
    ...time,
    value: systolicValue,
    diastolic: diastolicValue,
    unit: 'mmHg',
    ...device(correlation),
  });
}
