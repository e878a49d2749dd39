import type { FeedRowIssue } from '@portal/domain';

/** A line of one of the fulfilment house's files that the order it names rules out. */
export interface RefusedLine {
  readonly kind: 'refused';
  readonly issues: readonly FeedRowIssue[];
}

/** The line refused for one column's issue. */
export const refusedLine = (column: string, code: FeedRowIssue['code'], message: string): RefusedLine => ({
  kind: 'refused',
  issues: [{ column, code, message }],
});
