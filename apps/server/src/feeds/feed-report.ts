import { once } from 'node:events';
import fs from 'node:fs';
import { finished } from 'node:stream/promises';
import type { FeedReportRow, FeedSummary } from './feed-import';

const REPORT_COLUMNS = ['row', 'column', 'code', 'message'] as const;

/** A CSV field, quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export interface ErrorReport {
  /** Resolves once the file can take more, so a file of many bad lines never piles up in memory. */
  readonly add: (issue: FeedReportRow) => Promise<void>;
  /** Writes the summary beside the report (`<report>.summary.json`) and closes both. */
  readonly close: (summary: FeedSummary) => Promise<void>;
}

/** The error report of one import, written as refused lines arrive: one CSV line per reason, with the file's line number and the column. */
export function openErrorReport(reportPath: string): ErrorReport {
  const out = fs.createWriteStream(reportPath);
  out.write(`${REPORT_COLUMNS.join(',')}\n`);
  return {
    async add(issue) {
      if (!out.write(`${[issue.row, issue.column, issue.code, issue.message].map(csvField).join(',')}\n`)) await once(out, 'drain');
    },
    async close(summary) {
      out.end();
      await finished(out);
      await fs.promises.writeFile(summaryPathOf(reportPath), `${JSON.stringify(summary, null, 2)}\n`);
    },
  };
}

export function summaryPathOf(reportPath: string): string {
  return `${reportPath.replace(/\.csv$/i, '')}.summary.json`;
}
