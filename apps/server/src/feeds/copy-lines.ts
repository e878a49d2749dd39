import { Transform, type TransformCallback } from 'node:stream';
import { parse as parseCsv } from 'csv-parse/sync';
import type { FeedRowIssue } from '@portal/domain';

/** How a kind writes the lines of its staging table, each starting with the line number in the file. */
export interface StagedLines {
  /** A record with the kind's number of fields (the line where it ends, as the row path counts). */
  record(line: number, fields: readonly string[]): string;
  /** A line that is not such a record, and why. */
  malformed(line: number, issue: FeedRowIssue): string;
}

/**
 * Turns a plan file into the input of `COPY ... FROM STDIN (FORMAT csv)` for a kind's staging
 * table, streaming: each record after the header becomes what the kind's `StagedLines` make of
 * it. Blank lines are skipped; a record with the wrong number of fields, or not well-formed CSV,
 * is handed over as malformed, so that COPY itself never fails. Lines without a quote (nearly
 * all) are split on commas; a quoted record is read with csv-parse.
 */
export class CopyLines extends Transform {
  private rest = '';
  private line = 0;
  private pending: string[] = [];
  private pendingQuotes = 0;
  private headerSeen = false;

  /** Records handed to the kind (refused ones included): the file's lines after the header. */
  records = 0;

  constructor(
    private readonly columnCount: number,
    private readonly staged: StagedLines,
  ) {
    // The file is read as UTF-8 text (its stream decodes characters split across chunks).
    super({ decodeStrings: false });
  }

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback): void {
    const text = this.rest + String(chunk);
    const lastBreak = text.lastIndexOf('\n');
    if (lastBreak === -1) {
      this.rest = text;
      return done();
    }
    this.rest = text.slice(lastBreak + 1);
    const out: string[] = [];
    let start = 0;
    while (start <= lastBreak) {
      const end = text.indexOf('\n', start);
      this.takeLine(text.slice(start, end), out);
      start = end + 1;
    }
    done(null, out.join(''));
  }

  override _flush(done: TransformCallback): void {
    const out: string[] = [];
    if (this.rest !== '') this.takeLine(this.rest, out);
    if (this.pending.length > 0) this.quoted(out);
    done(null, out.join(''));
  }

  private takeLine(physical: string, out: string[]): void {
    this.line += 1;
    const text = physical.endsWith('\r') ? physical.slice(0, -1) : physical;
    if (this.pending.length > 0 || text.includes('"')) {
      this.pending.push(physical);
      this.pendingQuotes += countQuotes(physical);
      // An even number of quotes closes every quoted field the record opened.
      if (this.pendingQuotes % 2 === 0) this.quoted(out);
      return;
    }
    if (text === '') return;
    if (!this.headerSeen) {
      this.headerSeen = true;
      return;
    }
    const fields = text.split(',');
    if (fields.length === this.columnCount) this.record(fields, out);
    else out.push(this.malformed(`has ${fields.length} fields instead of ${this.columnCount}`));
  }

  /** A record holding quotes, possibly over several lines, read the way the row path reads it. */
  private quoted(out: string[]): void {
    const text = this.pending.join('\n');
    this.pending = [];
    this.pendingQuotes = 0;
    let records: string[][];
    try {
      const parsed: unknown = parseCsv(text, { bom: true, relax_column_count: true, skip_empty_lines: true });
      records = parsed as string[][];
    } catch (error) {
      if (!this.headerSeen) throw error;
      out.push(this.malformed(`not well-formed CSV: ${(error as Error).message}`));
      return;
    }
    for (const fields of records) {
      if (!this.headerSeen) {
        this.headerSeen = true;
        continue;
      }
      if (fields.length === this.columnCount) this.record(fields, out);
      else out.push(this.malformed(`has ${fields.length} fields instead of ${this.columnCount}`));
    }
  }

  private record(fields: readonly string[], out: string[]): void {
    this.records += 1;
    out.push(this.staged.record(this.line, fields));
  }

  private malformed(message: string): string {
    this.records += 1;
    return this.staged.malformed(this.line, { column: '', code: 'MALFORMED_LINE', message });
  }
}

function countQuotes(text: string): number {
  let count = 0;
  for (let index = text.indexOf('"'); index !== -1; index = text.indexOf('"', index + 1)) count += 1;
  return count;
}
