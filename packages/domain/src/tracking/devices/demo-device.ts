import { addDays } from '../../shared/calendar-date';
import { stableTextHash } from './apple-health';
import type { DeviceReading } from './device-reading';

/** The days the demo device reports: the plan's today and the six before it. */
export const DEMO_DEVICE_DAYS = 7;

/** A number from `min` to `max` that is the same for the same member, day and reading, so a second sync brings the same week. */
function steady(seed: string, min: number, max: number): number {
  return min + (parseInt(stableTextHash(seed).slice(-8), 16) % (max - min + 1));
}

/**
 * A week of plausible readings ending on the plan's today: the day's steps and sleep, a morning
 * weight and blood pressure. Each reading's id names its tracker and day, so a sync adds only days
 * it has not brought before.
 */
export function demoDeviceWeek(today: string, memberSeed: string): DeviceReading[] {
  return Array.from({ length: DEMO_DEVICE_DAYS }, (_, index) => addDays(today, index - DEMO_DEVICE_DAYS + 1)).flatMap((day) => {
    const seed = (tracker: string) => `${memberSeed}:${day}:${tracker}`;
    const systolic = steady(seed('systolic'), 112, 132);
    return [
      { sourceId: `demo-steps-${day}`, tracker: 'steps', day, value: steady(seed('steps'), 4_000, 11_000), unit: 'steps' },
      { sourceId: `demo-sleep-${day}`, tracker: 'sleep', day, value: steady(seed('sleep'), 360, 500), unit: 'minutes' },
      { sourceId: `demo-weight-${day}`, tracker: 'weight', day, value: steady(seed('weight'), 168, 172), unit: 'lbs' },
      {
        sourceId: `demo-bloodPressure-${day}`,
        tracker: 'bloodPressure',
        day,
        value: systolic,
        diastolic: steady(seed('diastolic'), 72, 84),
        unit: 'mmHg',
      },
    ] satisfies DeviceReading[];
  });
}
