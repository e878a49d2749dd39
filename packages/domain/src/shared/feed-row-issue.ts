import { FEED_ISSUE_CODES, type FeedIssueCode } from '@portal/contract';
import { z } from 'zod';

/** One reason a line is refused; `column` is empty when the line as a whole is at fault. */
export interface FeedRowIssue {
  readonly column: string;
  readonly code: FeedIssueCode;
  readonly message: string;
}

/** The zod issue a feed row schema raises, carrying its feed code. */
export function addFeedIssue(context: z.RefinementCtx, issue: FeedRowIssue): void {
  context.addIssue({
    code: 'custom',
    path: issue.column === '' ? [] : [issue.column],
    message: issue.message,
    params: { feedCode: issue.code },
  });
}

function isFeedIssueCode(value: unknown): value is FeedIssueCode {
  return (FEED_ISSUE_CODES as readonly unknown[]).includes(value);
}

/** A row schema's refusal as feed issues: a feed code when the schema gave one, else a code from zod's. */
export function feedIssuesOf(error: z.ZodError): FeedRowIssue[] {
  return error.issues.map((issue) => {
    const feedCode = issue.code === 'custom' ? (issue.params as { feedCode?: unknown } | undefined)?.feedCode : undefined;
    const code: FeedIssueCode = isFeedIssueCode(feedCode) ? feedCode : issue.code === 'invalid_type' ? 'REQUIRED' : 'INVALID_FORMAT';
    return { column: issue.path.map(String).join('.'), code, message: issue.message };
  });
}

/** A plan file's line as read: every column a string (empty when the plan left it blank). */
export function rawFeedRowSchema<Column extends string>(
  columns: readonly Column[],
): z.ZodType<Record<Column, string>, Record<Column, string>> {
  return z.object(Object.fromEntries(columns.map((column) => [column, z.string()]))) as unknown as z.ZodType<
    Record<Column, string>,
    Record<Column, string>
  >;
}
