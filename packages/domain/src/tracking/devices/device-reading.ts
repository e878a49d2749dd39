import type { DeviceRefusal, DeviceRefusalReason, Tracker } from '@portal/contract';
import { DIASTOLIC_RULE, TRACKER_RULES, type TrackerRule } from '../tracker-rules';

/** A JSON object of a device file, as parsed and not yet checked. */
export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** When a reading was taken: an instant with its offset, or only the day when the file gives no time. */
export type ReadingTime = { readonly measuredAt: string } | { readonly day: string };

/** What a reading says besides its time. */
export interface ReadingFields {
  readonly sourceId: string;
  readonly tracker: Tracker;
  /** In the tracker's unit; may hold a fraction (kept days round it). For blood pressure, the systolic. */
  readonly value: number;
  readonly diastolic?: number;
  readonly unit: TrackerRule['unit'];
  /** The member number the file names as the reading's subject, when it names one (FHIR). */
  readonly subject?: string;
  /** The device that measured (Apple's sourceName): a day's total counts one device, see `dailyEntries`. */
  readonly device?: string;
}

/** One reading of a device file or provider, already in its tracker's unit. */
export type DeviceReading = ReadingTime & ReadingFields;

/** What a file gives for one reading: a reading, a refusal, or nothing when it holds no tracker's reading. */
export type ConvertedReading = DeviceReading | DeviceRefusal | null;

/** The readings of a file and the ones refused, in file order. */
export interface ConvertedReadings {
  readonly readings: DeviceReading[];
  readonly refusals: DeviceRefusal[];
}

export function isRefusal(converted: DeviceReading | DeviceRefusal): converted is DeviceRefusal {
  return 'reason' in converted;
}

/** Collects one converted reading into a file's readings or refusals. */
export function collectReading(into: ConvertedReadings, converted: ConvertedReading): void {
  if (converted === null) return;
  if (isRefusal(converted)) into.refusals.push(converted);
  else into.readings.push(converted);
}

export function refusal(sourceId: string, reason: DeviceRefusalReason): DeviceRefusal {
  return { sourceId, reason };
}

const within = (value: number, rule: TrackerRule) => Number.isFinite(value) && value >= rule.min && value <= rule.max;

/**
 * The reading, or why it is refused: a hand entry's ranges apply to a device's reading too (a
 * reading in the wrong unit that slipped past its label lands out of range), and a blood pressure
 * needs a diastolic below its systolic.
 */
export function checkedReading(reading: DeviceReading): DeviceReading | DeviceRefusal {
  if (!within(reading.value, TRACKER_RULES[reading.tracker])) return refusal(reading.sourceId, 'OUT_OF_RANGE');
  if (reading.tracker !== 'bloodPressure') return reading;
  if (reading.diastolic === undefined || reading.diastolic >= reading.value) return refusal(reading.sourceId, 'INCOMPLETE_BLOOD_PRESSURE');
  return within(reading.diastolic, DIASTOLIC_RULE) ? reading : refusal(reading.sourceId, 'OUT_OF_RANGE');
}

/** Pounds in a kilogram (the avoirdupois pound is exactly 0.45359237 kg). */
export const LBS_PER_KG = 1 / 0.45359237;

/**
 * A weight in pounds from a unit the files use, or null for a unit that is no weight: pounds as
 * kept, kilograms and grams converted (decision 0044).
 */
export function poundsFrom(value: number, unit: string): number | null {
  if (unit === '[lb_av]' || unit === 'lb' || unit === 'lbs') return value;
  if (unit === 'kg') return value * LBS_PER_KG;
  if (unit === 'g') return (value / 1000) * LBS_PER_KG;
  return null;
}

/** Minutes of sleep from minutes or hours, or null for any other unit. */
export function minutesFrom(value: number, unit: string): number | null {
  if (unit === 'min') return value;
  if (unit === 'h') return value * 60;
  return null;
}

// An instant with its offset (or Z), seconds and fractions optional, as FHIR and Open mHealth write it.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The reading's time from an ISO instant or date; null for anything else (a month alone, no offset, no real day). */
export function readingTime(text: unknown): ReadingTime | null {
  if (typeof text !== 'string') return null;
  if (DAY.test(text)) return Number.isNaN(Date.parse(`${text}T00:00:00Z`)) ? null : { day: text };
  if (INSTANT.test(text)) return Number.isNaN(Date.parse(text)) ? null : { measuredAt: new Date(text).toISOString() };
  return null;
}

/** A finite number from a file's value (JSON number or XML attribute text), or null. */
export function numberFrom(input: unknown): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  if (typeof input === 'string' && input.trim() !== '') {
    const number = Number(input);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}
