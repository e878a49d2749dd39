/** Spec 001 "Blood pressure reference": normal below 120/80; high at 140 or above systolic and/or 90 or above diastolic. */
export const BLOOD_PRESSURE_NORMAL_BELOW = { systolic: 120, diastolic: 80 } as const;
export const BLOOD_PRESSURE_HIGH_FROM = { systolic: 140, diastolic: 90 } as const;

/** Spec 001 "Sleep guidance": 7 hours or more, in the minutes sleep is kept in. */
export const SLEEP_GUIDANCE_MINUTES = 7 * 60;

/** Between normal and high the spec names no band: it reads as above normal. */
export type BloodPressureBand = 'NORMAL' | 'ABOVE_NORMAL' | 'HIGH';

export function bloodPressureBand(systolic: number, diastolic: number): BloodPressureBand {
  if (systolic >= BLOOD_PRESSURE_HIGH_FROM.systolic || diastolic >= BLOOD_PRESSURE_HIGH_FROM.diastolic) return 'HIGH';
  if (systolic < BLOOD_PRESSURE_NORMAL_BELOW.systolic && diastolic < BLOOD_PRESSURE_NORMAL_BELOW.diastolic) return 'NORMAL';
  return 'ABOVE_NORMAL';
}

export function meetsSleepGuidance(minutes: number): boolean {
  return minutes >= SLEEP_GUIDANCE_MINUTES;
}
