import { Transform, type TransformCallback } from 'node:stream';
import { parse as parseCsv } from 'csv-parse/sync';
import { csvField } from './feed-report';

/**
 * Turns a plan file into the input of `COPY ... FROM STDIN (FORMAT csv)` for a staging table
 * `(line, <the kind's columns>, malformed)`, streaming: each record after the header becomes one
 * CSV line that starts with its line number in the file (the line where it ends, as the row path
 * counts). Blank lines are skipped; a record with the wrong number of fields, or not well-formed
 * CSV, comes through with empty fields and why in `malformed`, so that COPY itself never fails
 * and the staging table holds every line in order. Lines without a quote (nearly all) are passed
 * as they are; a quoted record is read with csv-parse and written again.
 */
export class CopyLines extends Transform {
  private rest = '';
  private line = 0;
  private pending: string[] = [];
  private pendingQuotes = 0;
  private headerSeen = false;

  constructor(private readonly columnCount: number) {
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
    const fields = countCommas(text) + 1;
    if (fields === this.columnCount) out.push(`${this.line},${text},\n`);
    else out.push(this.malformed(`has ${fields} fields instead of ${this.columnCount}`));
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
      if (fields.length === this.columnCount) out.push(`${this.line},${fields.map(copyField).join(',')},\n`);
      else out.push(this.malformed(`has ${fields.length} fields instead of ${this.columnCount}`));
    }
  }

  private malformed(message: string): string {
    return `${this.line}${','.repeat(this.columnCount + 1)}${csvField(message)}\n`;
  }
}

/** A field for COPY's CSV: always quoted, so that an empty field stays empty text rather than NULL. */
function copyField(value: string): string {
  return `"${value.replaceAll('"', '""')}"`;
}

function countQuotes(text: string): number {
  let count = 0;
  for (let index = text.indexOf('"'); index !== -1; index = text.indexOf('"', index + 1)) count += 1;
  return count;
}

function countCommas(text: string): number {
  let count = 0;
  for (let index = text.indexOf(','); index !== -1; index = text.indexOf(',', index + 1)) count += 1;
  return count;
}
