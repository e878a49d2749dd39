import fs from 'node:fs';
import { ROSTER_COLUMNS, type RawRosterRow } from '@portal/domain';
import { parse, type CsvError } from 'csv-parse';
import { OperatorError } from '../../lib/operator-error';

export interface RosterLine {
  readonly line: number;
  readonly row: RawRosterRow;
}

export interface RosterLineProblem {
  readonly line: number;
  readonly reasons: string[];
}

export class RosterFileError extends OperatorError {
  override name = 'RosterFileError';
}

const EXPECTED_HEADER = ROSTER_COLUMNS.join(',');

/**
 * Reads an eligibility file line by line. The header must name exactly the roster columns;
 * a line that is not well-formed CSV, or has the wrong number of fields, is reported with
 * its line number and reading goes on.
 */
export async function* readRosterFile(filePath: string, onProblem: (problem: RosterLineProblem) => void): AsyncGenerator<RosterLine> {
  if (!fs.existsSync(filePath)) throw new RosterFileError(`There is no file ${filePath}`);
  const parser = fs
    .createReadStream(filePath)
    .pipe(parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true, skip_records_with_error: true }));
  parser.on('skip', (error: CsvError & { lines?: number }) => {
    onProblem({ line: error.lines ?? 0, reasons: [`not well-formed CSV: ${error.message}`] });
  });
  let header: string[] | undefined;
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    if (header === undefined) {
      header = record.map((name) => name.trim().toLowerCase());
      if (header.join(',') !== EXPECTED_HEADER) {
        throw new RosterFileError(`The header must be exactly:\n${EXPECTED_HEADER}\nbut it is:\n${record.join(',')}`);
      }
      continue;
    }
    if (record.length !== ROSTER_COLUMNS.length) {
      onProblem({ line: info.lines, reasons: [`has ${record.length} fields instead of ${ROSTER_COLUMNS.length}`] });
      continue;
    }
    const row = Object.fromEntries(ROSTER_COLUMNS.map((column, index) => [column, record[index] ?? ''])) as RawRosterRow;
    yield { line: info.lines, row };
  }
  if (header === undefined) throw new RosterFileError('The file is empty; it needs at least the header line');
}
