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
  type ReadingTime,
  isObject,
  type Json,
} from './device-reading';

export const LOINC_SYSTEM = 'http://loinc.org';
export const UCUM_SYSTEM = 'http://unitsofmeasure.org';

/** The LOINC codes of each tracker's observation (engagement facts, "Device data"). */
export const TRACKER_LOINC = {
  bloodPressurePanel: '85354-9',
  systolic: '8480-6',
  diastolic: '8462-4',
  weight: '29463-7',
  steps: '41950-7',
  /** Steps over 24 hours, which some devices write instead. */
  stepsPerDay: '55423-8',
  sleep: '93832-4',
  glucose: '41653-7',
} as const;

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function loincCodes(concept: unknown): string[] {
  if (!isObject(concept)) return [];
  return listOf(concept.coding)
    .filter(isObject)
    .filter((coding) => coding.system === LOINC_SYSTEM && typeof coding.code === 'string')
    .map((coding) => coding.code as string);
}

/** The trackers a LOINC code above names. */
type ObservedTracker = Extract<Tracker, 'bloodPressure' | 'weight' | 'steps' | 'sleep' | 'glucose'>;

function trackerOf(codes: readonly string[]): ObservedTracker | null {
  if (
    codes.some((code) => code === TRACKER_LOINC.bloodPressurePanel || code === TRACKER_LOINC.systolic || code === TRACKER_LOINC.diastolic)
  )
    return 'bloodPressure';
  if (codes.includes(TRACKER_LOINC.weight)) return 'weight';
  if (codes.includes(TRACKER_LOINC.steps) || codes.includes(TRACKER_LOINC.stepsPerDay)) return 'steps';
  if (codes.includes(TRACKER_LOINC.sleep)) return 'sleep';
  if (codes.includes(TRACKER_LOINC.glucose)) return 'glucose';
  return null;
}

/** A quantity's value and UCUM code; a unit of another system has no code we read. */
function quantity(value: unknown): { value: number | null; unit: string | null } {
  if (!isObject(value)) return { value: null, unit: null };
  const unit = value.system === UCUM_SYSTEM && typeof value.code === 'string' ? value.code : null;
  return { value: numberFrom(value.value), unit };
}

/** The value in the tracker's unit, or null when the UCUM unit is not the tracker's. */
function inTrackerUnit(tracker: Exclude<ObservedTracker, 'bloodPressure'>, value: number, unit: string): number | null {
  switch (tracker) {
    case 'weight':
      return poundsFrom(value, unit);
    case 'sleep':
      return minutesFrom(value, unit);
    case 'steps':
      return unit === '/d' || unit === '{steps}' || unit === '{steps}/d' ? value : null;
    case 'glucose':
      return unit === 'mg/dL' ? value : null;
  }
}

const TRACKER_UNITS = { weight: 'lbs', sleep: 'minutes', steps: 'steps', glucose: 'mg/dL' } as const;

/** The member number an Observation names as its subject: the identifier's value, else the reference's id. */
export function subjectMemberNumber(subject: unknown): string | undefined {
  if (!isObject(subject)) return undefined;
  if (isObject(subject.identifier) && typeof subject.identifier.value === 'string') return subject.identifier.value;
  if (typeof subject.reference === 'string') return /^Patient\/(.+)$/.exec(subject.reference)?.[1];
  return undefined;
}

/** effectiveDateTime, effectiveInstant, or the end of effectivePeriod (its start without an end). */
function effectiveTime(observation: Json): ReadingTime | null {
  const period = isObject(observation.effectivePeriod) ? observation.effectivePeriod : {};
  return readingTime(observation.effectiveDateTime ?? observation.effectiveInstant ?? period.end ?? period.start);
}

function bloodPressure(observation: Json): { systolic: number; diastolic: number } | 'UNIT_NOT_ACCEPTED' | 'INCOMPLETE_BLOOD_PRESSURE' {
  const components = listOf(observation.component).filter(isObject);
  const part = (code: string) => quantity(components.find((component) => loincCodes(component.code).includes(code))?.valueQuantity);
  const systolic = part(TRACKER_LOINC.systolic);
  const diastolic = part(TRACKER_LOINC.diastolic);
  if (systolic.value === null || diastolic.value === null) return 'INCOMPLETE_BLOOD_PRESSURE';
  if (systolic.unit !== 'mm[Hg]' || diastolic.unit !== 'mm[Hg]') return 'UNIT_NOT_ACCEPTED';
  return { systolic: systolic.value, diastolic: diastolic.value };
}

/**
 * One Observation as a reading: nothing when it is no tracker's, else the reading in the
 * tracker's unit or why it is refused. `fallbackId` names an Observation without an id.
 */
export function fhirObservationReading(observation: Json, fallbackId: string): ConvertedReading {
  const tracker = trackerOf(loincCodes(observation.code));
  if (tracker === null) return null;
  const sourceId = typeof observation.id === 'string' && observation.id !== '' ? observation.id : fallbackId;
  const time = effectiveTime(observation);
  if (time === null) return refusal(sourceId, 'MISSING_TIME');
  const subject = subjectMemberNumber(observation.subject);
  const common = { sourceId, ...time, ...(subject === undefined ? {} : { subject }) };
  if (tracker === 'bloodPressure') {
    const pressure = bloodPressure(observation);
    if (typeof pressure === 'string') return refusal(sourceId, pressure);
    return checkedReading({ ...common, tracker, value: pressure.systolic, diastolic: pressure.diastolic, unit: 'mmHg' });
  }
  const { value, unit } = quantity(observation.valueQuantity);
  if (value === null) return refusal(sourceId, 'MISSING_VALUE');
  const converted = unit === null ? null : inTrackerUnit(tracker, value, unit);
  if (converted === null) return refusal(sourceId, 'UNIT_NOT_ACCEPTED');
  return checkedReading({ ...common, tracker, value: converted, unit: TRACKER_UNITS[tracker] });
}

/** Whether a parsed JSON document is a FHIR R4 Bundle. */
export function isFhirBundle(document: unknown): document is Json {
  return isObject(document) && document.resourceType === 'Bundle';
}

/**
 * A FHIR R4 Bundle's Observations as readings: other resources and observations of no tracker are
 * passed over; an Observation without an id is named by its entry, `entry[3]`.
 */
export function fhirBundleReadings(bundle: Json): ConvertedReadings {
  const converted: ConvertedReadings = { readings: [], refusals: [] };
  listOf(bundle.entry).forEach((entry, index) => {
    const resource = isObject(entry) ? entry.resource : undefined;
    if (isObject(resource) && resource.resourceType === 'Observation') {
      collectReading(converted, fhirObservationReading(resource, `entry[${index}]`));
    }
  });
  return converted;
}
