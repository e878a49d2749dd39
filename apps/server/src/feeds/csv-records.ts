import type { Readable } from 'node:stream';
import { parse, type CsvError } from 'csv-parse';

/** One entry of a CSV stream: a record's fields, or a line that is not well-formed CSV. */
export type CsvEntry =
  | { readonly kind: 'record'; readonly line: number; readonly fields: string[] }
  | { readonly kind: 'malformed'; readonly line: number; readonly message: string };

/**
 * Reads CSV records from a stream as they arrive, never the whole file: quoted fields (with
 * commas, doubled quotes and line breaks), CRLF or LF line ends, a UTF-8 byte-order mark, blank
 * lines skipped. A line that is not well-formed CSV comes out as `malformed`, in line order, and
 * reading goes on. `line` is the number of the line where the record ends.
 */
export async function* readCsvRecords(input: Readable): AsyncGenerator<CsvEntry> {
  const parser = input.pipe(
    parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true, skip_records_with_error: true }),
  );
  input.on('error', (error) => parser.destroy(error));
  // The parser reports a skipped line as it meets it, which may be before records it has already
  // buffered are read here: such lines wait for their turn.
  const malformed: { line: number; message: string }[] = [];
  parser.on('skip', (error: CsvError & { lines?: number }) => {
    malformed.push({ line: error.lines ?? 0, message: error.message });
  });
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    while (malformed.length > 0 && malformed[0]!.line < info.lines) yield { kind: 'malformed', ...malformed.shift()! };
    yield { kind: 'record', line: info.lines, fields: record };
  }
  for (const problem of malformed) yield { kind: 'malformed', ...problem };
}
