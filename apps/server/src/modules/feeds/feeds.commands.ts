import type { FeedCatalog } from '../../feeds/feed-catalog';
import { importFeedFile, type FeedReportRow, type FeedSummary } from '../../feeds/feed-import';
import { openErrorReport, summaryPathOf } from '../../feeds/feed-report';
import { UsageError } from '../../lib/operator-error';
import type { ClientRecord } from '../../lib/client-record';
import { createProgressDisplay } from './feed-progress';

/** A `feeds` command that was typed wrong; the command line prints it and exits with 2. */
export class FeedCommandError extends UsageError {}

/** Refused lines shown on the terminal; the report has them all. */
const SHOWN_ISSUES = 10;

export function describeSummary(summary: FeedSummary): string {
  const count = (value: number): string => value.toLocaleString('en-US');
  const lines = [
    `${summary.kind} for ${summary.client}: ${count(summary.rowsRead)} rows read, ${count(summary.imported)} imported ` +
      `(${count(summary.added)} new), ${count(summary.unchanged)} unchanged, ${count(summary.rejected)} rejected ` +
      `(${(summary.durationMs / 1000).toFixed(1)} s)`,
  ];
  if (summary.imported === 0 && summary.unchanged > 0) lines.push('Nothing changed: every good row was already in the portal.');
  return lines.join('\n');
}

/** `feeds import <kind> --client <ABBR> <file.csv> [--report <report.csv>]` */
export async function importFeedCommand(
  {
    feeds,
    clients,
  }: { readonly feeds: FeedCatalog; readonly clients: { findClient(abbreviation: string): Promise<ClientRecord | undefined> } },
  [kindName, file]: readonly string[],
  options: { client?: string; report?: string },
): Promise<number> {
  const names = feeds.kinds.map((kind) => kind.name).join(', ');
  if (!kindName || !file || !options.client)
    throw new FeedCommandError(`feeds import needs the kind (${names}), --client <ABBR> and the file`);
  const kind = feeds.find(kindName);
  if (!kind) throw new FeedCommandError(`There is no feed kind ${kindName}; the kinds are: ${names}`);
  const client = await clients.findClient(options.client.toUpperCase());
  if (!client) throw new FeedCommandError(`There is no client ${options.client}`);

  const reportPath = options.report ?? `${file.replace(/\.csv$/i, '')}.errors.csv`;
  const report = openErrorReport(reportPath);
  const shown: FeedReportRow[] = [];
  const progress = createProgressDisplay(process.stderr);
  const summary = await importFeedFile(kind, client, file, {
    onIssue: (issue) => {
      if (shown.length < SHOWN_ISSUES) shown.push(issue);
      return report.add(issue);
    },
    onProgress: progress.show,
  });
  progress.end();
  await report.close(summary);
  for (const issue of shown) process.stdout.write(`line ${issue.row}${issue.column ? `, ${issue.column}` : ''}: ${issue.message}\n`);
  process.stdout.write(`${describeSummary(summary)}\n`);
  process.stdout.write(`Error report: ${reportPath}\nSummary: ${summaryPathOf(reportPath)}\n`);
  return 0;
}
