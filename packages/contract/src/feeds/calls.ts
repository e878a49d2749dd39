import * as z from 'zod/mini';
import { defineCall } from '../shared/define-call';

/**
 * Why a line of a plan file was refused. The codes are stable (operators filter the error report
 * by them); the message says it in words, naming the value the plan sent.
 */
export const FEED_ISSUE_CODES = [
  'REQUIRED',
  'INVALID_FORMAT',
  'OUT_OF_RANGE',
  'NOT_ALLOWED',
  'INCONSISTENT',
  'UNKNOWN_REFERENCE',
  'DUPLICATE_ROW',
  'MALFORMED_LINE',
  /** A claim none of whose codes verifies an action of the client's programme. */
  'NO_MATCHING_HEALTH_ACTION',
] as const;
export type FeedIssueCode = (typeof FEED_ISSUE_CODES)[number];

/** Plan files sent through the API stop here; larger ones go through the command line. */
export const FEED_UPLOAD_LIMIT_BYTES = 50 * 1024 * 1024;
/** Refused lines listed in the answer; the summary counts them all. */
export const FEED_ERRORS_ANSWERED = 1_000;

const feedSummarySchema = z.object({
  kind: z.string(),
  client: z.string(),
  rowsRead: z.int(),
  imported: z.int(),
  added: z.int(),
  unchanged: z.int(),
  rejected: z.int(),
  durationMs: z.int(),
});

const feedErrorRowSchema = z.object({ row: z.int(), column: z.string(), code: z.enum(FEED_ISSUE_CODES), message: z.string() });

export const importFeedCall = defineCall({
  method: 'POST',
  path: '/v1/staff/feeds/:kind',
  summary: "Imports a plan file (the CSV as the body, text/csv) for the client named by 'client' (administrators)",
  access: 'staff-admin',
  params: z.object({ kind: z.string().check(z.regex(/^[a-z][a-z-]{0,39}$/)) }),
  query: z.object({ client: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/)) }),
  response: z.object({
    summary: feedSummarySchema,
    /** The first refused lines, in file order; `errorsLeftOff` says how many more the file had. */
    errors: z.array(feedErrorRowSchema),
    errorsLeftOff: z.int(),
  }),
});
