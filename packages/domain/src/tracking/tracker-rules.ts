import type { Tracker } from '@portal/contract';

/** What a tracker's numbers mean and which ones a hand entry may hold. */
export interface TrackerRule {
  readonly unit: 'calories' | 'lbs' | 'mg/dL' | 'steps' | 'mmHg' | 'minutes';
  /** Entries are kept as whole numbers (sleep in minutes, weight in whole pounds). */
  readonly wholeNumbers: boolean;
  readonly min: number;
  readonly max: number;
}

// The ranges take any reading a clinician would believe of a person typing in their own day,
// and refuse slips of the keyboard (an extra zero, a reading in the wrong unit).
export const NUTRITION_CALORIES_RANGE = { min: 0, max: 15_000 } as const;
export const WEIGHT_LBS_RANGE = { min: 50, max: 1_000 } as const;
export const WORKOUT_CALORIES_RANGE = { min: 0, max: 10_000 } as const;
export const GLUCOSE_MG_DL_RANGE = { min: 20, max: 600 } as const;
export const DAILY_STEPS_RANGE = { min: 0, max: 100_000 } as const;
export const SYSTOLIC_MMHG_RANGE = { min: 60, max: 260 } as const;
export const DIASTOLIC_MMHG_RANGE = { min: 30, max: 160 } as const;
/** A day has 1,440 minutes. */
export const SLEEP_MINUTES_RANGE = { min: 0, max: 1_440 } as const;

export const TRACKER_RULES: Readonly<Record<Tracker, TrackerRule>> = {
  nutrition: { unit: 'calories', wholeNumbers: true, ...NUTRITION_CALORIES_RANGE },
  weight: { unit: 'lbs', wholeNumbers: true, ...WEIGHT_LBS_RANGE },
  workouts: { unit: 'calories', wholeNumbers: true, ...WORKOUT_CALORIES_RANGE },
  glucose: { unit: 'mg/dL', wholeNumbers: true, ...GLUCOSE_MG_DL_RANGE },
  steps: { unit: 'steps', wholeNumbers: true, ...DAILY_STEPS_RANGE },
  bloodPressure: { unit: 'mmHg', wholeNumbers: true, ...SYSTOLIC_MMHG_RANGE },
  sleep: { unit: 'minutes', wholeNumbers: true, ...SLEEP_MINUTES_RANGE },
};

/** The diastolic of a blood pressure: its own range, and below the systolic. */
export const DIASTOLIC_RULE: TrackerRule = { unit: 'mmHg', wholeNumbers: true, ...DIASTOLIC_MMHG_RANGE };
