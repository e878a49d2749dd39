import type { Tracker } from '@portal/contract';
import {
  checkedReading,
  collectReading,
  minutesFrom,
  numberFrom,
  poundsFrom,
  readingTime,
  refusal,
  type ConvertedReading,
  type ConvertedReadings,
  type DeviceReading,
  isObject,
  type Json,
} from './device-reading';

/** A unit-value (`{ value, unit }`); step-count 1.0 writes a bare number, read as its own unit. */
function unitValue(input: unknown, bareUnit: string): { value: number | null; unit: string } {
  if (isObject(input)) return { value: numberFrom(input.value), unit: typeof input.unit === 'string' ? input.unit : '' };
  return { value: numberFrom(input), unit: bareUnit };
}

type Reading =
  { value: number; diastolic?: number; unit: DeviceReading['unit'] } | 'UNIT_NOT_ACCEPTED' | 'MISSING_VALUE' | 'INCOMPLETE_BLOOD_PRESSURE';

/** Reads one schema's body in the tracker's unit. */
function single(
  input: unknown,
  bareUnit: string,
  toTracker: (value: number, unit: string) => number | null,
  unit: DeviceReading['unit'],
): Reading {
  const read = unitValue(input, bareUnit);
  if (read.value === null) return 'MISSING_VALUE';
  const value = toTracker(read.value, read.unit);
  return value === null ? 'UNIT_NOT_ACCEPTED' : { value, unit };
}

const only = (accepted: string) => (value: number, unit: string) => (unit === accepted ? value : null);

/** The omh schemas that are a tracker's (schema_id.name), each with how its body reads. */
const SCHEMAS: Readonly<Record<string, { tracker: Tracker; read: (body: Json) => Reading }>> = {
  'step-count': { tracker: 'steps', read: (body) => single(body.step_count, 'steps', only('steps'), 'steps') },
  'body-weight': { tracker: 'weight', read: (body) => single(body.body_weight, '', poundsFrom, 'lbs') },
  'blood-glucose': { tracker: 'glucose', read: (body) => single(body.blood_glucose, '', only('mg/dL'), 'mg/dL') },
  'sleep-duration': { tracker: 'sleep', read: (body) => single(body.sleep_duration, '', minutesFrom, 'minutes') },
  'calories-burned': { tracker: 'workouts', read: (body) => single(body.kcal_burned, '', only('kcal'), 'calories') },
  'blood-pressure': {
    tracker: 'bloodPressure',
    read: (body) => {
      const systolic = unitValue(body.systolic_blood_pressure, '');
      const diastolic = unitValue(body.diastolic_blood_pressure, '');
      if (systolic.value === null || diastolic.value === null) return 'INCOMPLETE_BLOOD_PRESSURE';
      if (systolic.unit !== 'mmHg' || diastolic.unit !== 'mmHg') return 'UNIT_NOT_ACCEPTED';
      return { value: systolic.value, diastolic: diastolic.value, unit: 'mmHg' };
    },
  },
};

/** The effective time frame's instant: a date_time, or the end of a time interval (its start without an end). */
function effectiveTime(body: Json) {
  const frame = isObject(body.effective_time_frame) ? body.effective_time_frame : {};
  const interval = isObject(frame.time_interval) ? frame.time_interval : {};
  return readingTime(frame.date_time ?? interval.end_date_time ?? interval.start_date_time);
}

/** One Open mHealth data point as a reading; `fallbackId` names one without a header uuid. */
export function openMhealthReading(dataPoint: unknown, fallbackId: string): ConvertedReading {
  if (!isObject(dataPoint) || !isObject(dataPoint.header) || !isObject(dataPoint.body)) return null;
  const { header, body } = dataPoint;
  const schema = isObject(header.schema_id) && typeof header.schema_id.name === 'string' ? SCHEMAS[header.schema_id.name] : undefined;
  if (!schema) return null;
  const sourceId = typeof header.uuid === 'string' && header.uuid !== '' ? header.uuid : fallbackId;
  const time = effectiveTime(body);
  if (time === null) return refusal(sourceId, 'MISSING_TIME');
  const read = schema.read(body);
  if (typeof read === 'string') return refusal(sourceId, read);
  return checkedReading({ sourceId, tracker: schema.tracker, ...time, ...read });
}

/** A document of Open mHealth data points: a list of them, or a single one. `[3]` names the fourth point without a uuid. */
export function openMhealthReadings(document: unknown): ConvertedReadings {
  const converted: ConvertedReadings = { readings: [], refusals: [] };
  const points = Array.isArray(document) ? document : [document];
  points.forEach((point, index) => collectReading(converted, openMhealthReading(point, `[${index}]`)));
  return converted;
}
