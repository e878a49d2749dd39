import { trackerSchema } from '@portal/contract';
import * as z from 'zod/mini';

/** A compliance period runs a year at most: a goal of more days could never be reached. */
export const MAX_TRACKER_GOAL_DAYS = 366;

/**
 * A health action a tracker completes (decision 0047): the member records `tracker`, from any
 * source, on `dayCount` distinct days of the action's current compliance period.
 */
export const trackerGoalSchema = z.strictObject({
  tracker: trackerSchema,
  dayCount: z
    .int()
    .check(
      z.positive('must be a positive whole number'),
      z.maximum(MAX_TRACKER_GOAL_DAYS, `must be ${MAX_TRACKER_GOAL_DAYS} days or fewer`),
    ),
});
export type TrackerGoal = z.infer<typeof trackerGoalSchema>;

export interface TrackerGoalProgress {
  /** Distinct days of the period with a reading. */
  readonly daysRecorded: number;
  /** The day the goal was reached (its `dayCount`-th recorded day), or null while it is not. */
  readonly reachedOn: string | null;
}

/** How far a member is with a goal in a period, from the days they recorded the tracker (repeats and other days are ignored). */
export function trackerGoalProgress(
  goal: TrackerGoal,
  recordedDays: readonly string[],
  period: { readonly startDate: string; readonly endDate: string },
): TrackerGoalProgress {
  const days = [...new Set(recordedDays)].filter((day) => period.startDate <= day && day <= period.endDate).sort();
  return { daysRecorded: days.length, reachedOn: days[goal.dayCount - 1] ?? null };
}
