import * as z from 'zod/mini';
import { defineCall } from '../shared/define-call';
import { VALIDATION } from '../shared/validation-messages';
import { readingSchema, trackerEntrySchema, trackerSchema, trackerSummarySchema, TRACKER_HISTORY_DAYS } from './calls';

/** One missed day as the member fills it in; `value` is the systolic of a blood pressure. */
export const backFilledDaySchema = z.object({
  date: z.iso.date({ error: (issue) => (issue.input === undefined ? VALIDATION.required : VALIDATION.invalid) }),
  value: readingSchema,
  diastolic: z.optional(z.nullable(readingSchema)),
});
export type BackFilledDay = z.infer<typeof backFilledDaySchema>;

export const bulkHistoryCall = defineCall({
  method: 'PUT',
  path: '/v1/web/tracking/bulk-history/:trackerType',
  summary:
    'Back-fill missed days by hand: 1 to 30 distinct days of the history window, all saved or none; a device’s readings are never replaced',
  access: 'member',
  feature: 'TRACKING',
  params: z.object({ trackerType: trackerSchema }),
  body: z.object({
    entries: z
      .array(backFilledDaySchema, { error: VALIDATION.required })
      .check(z.minLength(1, VALIDATION.entryCount), z.maxLength(TRACKER_HISTORY_DAYS, VALIDATION.entryCount)),
  }),
  response: z.object({ entries: z.array(trackerEntrySchema), summary: trackerSummarySchema }),
});
