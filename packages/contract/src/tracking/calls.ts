import * as z from 'zod/mini';
import { isoDateSchema } from '../shared/common';
import { currencySchema } from '../shared/currency';
import { defineCall } from '../shared/define-call';
import { VALIDATION } from '../shared/validation-messages';

/** The trackers a member keeps (spec 001 "Trackers"), in the order the pages list them; the names are the paths'. */
export const TRACKERS = ['nutrition', 'weight', 'workouts', 'glucose', 'steps', 'bloodPressure', 'sleep'] as const;
export const trackerSchema = z.enum(TRACKERS);
export type Tracker = z.infer<typeof trackerSchema>;

/** Spec 001 "Tracker history span": the history shows today and the 29 days before it, in the plan's time zone. */
export const TRACKER_HISTORY_DAYS = 30;

/** The source of what the member typed in; devices name their own sources when they come. */
export const MANUAL_SOURCE = 'MANUAL';
/** The sources a member may save through the portal's own form. */
export const memberEntrySourceSchema = z.enum([MANUAL_SOURCE]);

// A reading that is no number is refused with the key the domain's entry check gives it; the
// domain then checks whole numbers, zero and the tracker's range.
export const readingSchema = z.number({
  error: (issue) => (issue.input === undefined || issue.input === null ? VALIDATION.required : VALIDATION.numeric),
});

export const trackerEntrySchema = z.object({
  date: isoDateSchema,
  /** The tracker's reading in its unit (sleep in minutes); for blood pressure, the systolic. */
  value: z.int(),
  /** Blood pressure only. */
  diastolic: z.optional(z.int()),
  source: z.string(),
  enteredByHand: z.boolean(),
});
export type TrackerEntry = z.infer<typeof trackerEntrySchema>;

export const trackerSummarySchema = z.object({
  tracker: trackerSchema,
  latest: z.nullable(z.int()),
  latestDate: z.nullable(isoDateSchema),
  latestSystolic: z.nullable(z.int()),
  latestDiastolic: z.nullable(z.int()),
  sources: z.array(z.object({ name: z.string() })),
});
export type TrackerSummary = z.infer<typeof trackerSummarySchema>;

/**
 * A health action a tracker can earn (decision 0047): recording the tracker on `dayCount`
 * distinct days of the action's current compliance period completes it. `daysRecorded` counts
 * those days so far, from every source; `rewardAmount` is in cents or points.
 */
export const trackerIncentiveSchema = z.object({
  healthActionId: z.int(),
  code: z.string(),
  rewardAmount: z.int(),
  currency: currencySchema,
  dayCount: z.int(),
  daysRecorded: z.int(),
  completed: z.boolean(),
});
export type TrackerIncentive = z.infer<typeof trackerIncentiveSchema>;

export const trackerSettingsSchema = z.object({ type: trackerSchema, incentives: z.array(trackerIncentiveSchema) });
export type TrackerSettings = z.infer<typeof trackerSettingsSchema>;

const summariesSchema = z.array(trackerSummarySchema);
const trackerParams = z.object({ tracker: trackerSchema });

export const initTrackingCall = defineCall({
  method: 'GET',
  path: '/v1/web/tracking/init-tracking',
  summary: "Every tracker's settings and the member's summary; humanApiToken is null while no device provider is configured",
  access: 'member',
  feature: 'TRACKING',
  response: z.object({ settings: z.array(trackerSettingsSchema), summary: summariesSchema, humanApiToken: z.nullable(z.string()) }),
});

export const saveTrackerEntryCall = defineCall({
  method: 'PUT',
  path: '/v1/web/tracking/:tracker',
  summary: "Add or replace the member's entry for a day and source (value is the systolic for blood pressure)",
  access: 'member',
  feature: 'TRACKING',
  params: trackerParams,
  body: z.object({
    value: readingSchema,
    date: z.iso.date({ error: (issue) => (issue.input === undefined ? VALIDATION.required : VALIDATION.invalid) }),
    source: memberEntrySourceSchema,
    diastolic: z.optional(z.nullable(readingSchema)),
  }),
  response: z.object({ entry: trackerEntrySchema, summary: trackerSummarySchema }),
});

export const getTrackerHistoryCall = defineCall({
  method: 'GET',
  path: '/v1/web/tracking/history/:tracker',
  summary: "The member's entries of the last 30 days in the plan's time zone, newest first",
  access: 'member',
  feature: 'TRACKING',
  params: trackerParams,
  response: z.object({ entries: z.array(trackerEntrySchema) }),
});

export const getTrackingSummaryCall = defineCall({
  method: 'GET',
  path: '/v1/web/tracking/summary',
  summary: "The member's latest reading of each tracker and the sources it came from",
  access: 'member',
  feature: 'TRACKING',
  response: z.object({ summary: summariesSchema }),
});
