import fs from 'node:fs';
import { feedIssuesOf, type FeedRowIssue } from '@portal/domain';
import type { ClientRecord } from '../lib/client-record';
import { readCsvRecords } from './csv-records';
import { FeedFileError } from './feed-file-error';
import type { FeedImport, FeedKind } from './feed-kind';

/** A refused line in the error report: its line number in the file, the column, the code, the words. */
export interface FeedReportRow extends FeedRowIssue {
  readonly row: number;
}

export interface FeedProgress {
  /** `checking` is the first pass of kinds that survey the file; `importing` writes. */
  readonly phase: 'checking' | 'importing';
  readonly bytesRead: number;
  readonly totalBytes: number;
  readonly rowsRead: number;
}

export interface FeedSummary {
  readonly kind: string;
  readonly client: string;
  /** Lines after the header. */
  readonly rowsRead: number;
  /** Good lines that changed something (of which `added` brought new records). */
  readonly imported: number;
  readonly added: number;
  /** Good lines that found the database already as they say. */
  readonly unchanged: number;
  readonly rejected: number;
  readonly durationMs: number;
}

export interface FeedImportOptions {
  readonly batchSize?: number;
  /** May answer a promise, such as a report waiting for its file to drain; the import waits for it. */
  readonly onIssue?: (issue: FeedReportRow) => void | Promise<void>;
  readonly onProgress?: (progress: FeedProgress) => void;
}

/** Why a line that repeats an earlier one's key is refused (a kind that imports whole files words it the same). */
export function duplicateRowMessage(firstLine: number | string, rowKeyDescription: string): string {
  return `repeats line ${firstLine} (${rowKeyDescription})`;
}

/** Rows written per transaction: large enough to be fast, small enough to keep transactions short. */
export const FEED_BATCH_SIZE = 2_000;

type FileLine =
  { readonly line: number; readonly fields: Record<string, string> } | { readonly line: number; readonly issue: FeedRowIssue };

/** The header a file's first record gives, lower case; a file whose header is not the kind's is refused as a whole. */
function checkedHeader(kind: FeedKind, fields: readonly string[], stop: () => void): string[] {
  const expectedHeader = kind.columns.join(',');
  const shorterHeader = kind.columns.slice(0, kind.columns.length - (kind.optionalColumns?.length ?? 0)).join(',');
  const header = fields.map((name) => name.trim().toLowerCase());
  if (header.join(',') !== expectedHeader && header.join(',') !== shorterHeader) {
    stop();
    const shorter = shorterHeader === expectedHeader ? '' : `\n(or the same without its last columns ${kind.optionalColumns?.join(',')})`;
    throw new FeedFileError(`The header must be exactly:\n${expectedHeader}${shorter}\nbut it is:\n${fields.join(',')}`);
  }
  return header;
}

/** Checks a file's header only, reading no further than its first record. */
async function checkHeaderOnly(kind: FeedKind, filePath: string): Promise<void> {
  if (!fs.existsSync(filePath)) throw new FeedFileError(`There is no file ${filePath}`);
  const input = fs.createReadStream(filePath);
  try {
    for await (const entry of readCsvRecords(input)) {
      if (entry.kind === 'record') {
        checkedHeader(kind, entry.fields, () => undefined);
        return;
      }
    }
  } finally {
    input.destroy();
  }
  throw new FeedFileError('The file is empty; it needs at least the header line');
}

/** The lines of a plan file after its header, each as its named fields or as why it cannot be read. */
async function* fileLines(
  kind: FeedKind,
  filePath: string,
  report: (bytesRead: number, rowsRead: number) => void,
): AsyncGenerator<FileLine> {
  if (!fs.existsSync(filePath)) throw new FeedFileError(`There is no file ${filePath}`);
  const input = fs.createReadStream(filePath);
  let bytesRead = 0;
  input.on('data', (chunk) => {
    bytesRead += chunk.length;
  });
  let header: string[] | undefined;
  let rowsRead = 0;
  for await (const entry of readCsvRecords(input)) {
    if (header === undefined && entry.kind === 'record') {
      header = checkedHeader(kind, entry.fields, () => input.destroy());
      continue;
    }
    rowsRead += 1;
    if (rowsRead % 1_000 === 0) report(bytesRead, rowsRead);
    if (entry.kind === 'malformed') {
      yield { line: entry.line, issue: { column: '', code: 'MALFORMED_LINE', message: `not well-formed CSV: ${entry.message}` } };
    } else if (entry.fields.length !== (header?.length ?? kind.columns.length)) {
      const message = `has ${entry.fields.length} fields instead of ${header?.length ?? kind.columns.length}`;
      yield { line: entry.line, issue: { column: '', code: 'MALFORMED_LINE', message } };
    } else {
      yield { line: entry.line, fields: Object.fromEntries(kind.columns.map((column, index) => [column, entry.fields[index] ?? ''])) };
    }
  }
  if (header === undefined) throw new FeedFileError('The file is empty; it needs at least the header line');
  report(bytesRead, rowsRead);
}

/**
 * Imports one plan file for one client through its kind: streams the file (twice when the kind
 * surveys it first), checks each line with the kind's schema, refuses duplicates, upserts the
 * good lines in batches and reports every refused line with its line number and column.
 */
export async function importFeedFile<Row>(
  kind: FeedKind<Row>,
  client: ClientRecord,
  filePath: string,
  options: FeedImportOptions = {},
): Promise<FeedSummary> {
  const started = performance.now();
  const totalBytes = fs.existsSync(filePath) ? fs.statSync(filePath).size : 0;
  const progress = (phase: FeedProgress['phase']) => (bytesRead: number, rowsRead: number) =>
    options.onProgress?.({ phase, bytesRead, totalBytes, rowsRead });
  const feed: FeedImport<Row> = await kind.open(client);
  if (feed.importFile) {
    const importFile = feed.importFile.bind(feed);
    return importWholeFile(
      kind,
      client,
      feed,
      (path, refuse) => importFile(path, refuse, progress('importing')),
      filePath,
      options,
      started,
    );
  }

  if (feed.survey) {
    for await (const entry of fileLines(kind, filePath, progress('checking'))) {
      if (!('fields' in entry)) continue;
      const checked = feed.schema.safeParse(entry.fields);
      if (checked.success) feed.survey(checked.data);
    }
    await feed.afterSurvey?.();
  }

  const batchSize = options.batchSize ?? FEED_BATCH_SIZE;
  const firstLineOf = new Map<string, number>();
  let batch: Row[] = [];
  let batchLines: number[] = [];
  // Lines refused while a batch is open wait for it, so the report stays in line order even when
  // the batch refuses some of its own rows; a batch is saved early once too many wait.
  let held: { line: number; issues: readonly FeedRowIssue[] }[] = [];
  let rowsRead = 0;
  let rejected = 0;
  let accepted = 0;
  let added = 0;
  let unchanged = 0;
  const report = async (refusals: readonly { line: number; issues: readonly FeedRowIssue[] }[]): Promise<void> => {
    for (const { line, issues } of refusals) {
      rejected += 1;
      for (const issue of issues) await options.onIssue?.({ row: line, ...issue });
    }
  };
  const flush = async (): Promise<void> => {
    if (batch.length > 0) {
      const saved = await feed.saveBatch(batch);
      added += saved.added;
      unchanged += saved.unchanged;
      const refusedInBatch = (saved.refused ?? []).map(({ index, issues }) => ({ line: batchLines[index]!, issues }));
      accepted -= refusedInBatch.length;
      held = [...held, ...refusedInBatch].sort((a, b) => a.line - b.line);
    }
    await report(held);
    batch = [];
    batchLines = [];
    held = [];
  };
  const refuse = async (line: number, issues: readonly FeedRowIssue[]): Promise<void> => {
    if (batch.length === 0) return report([{ line, issues }]);
    held.push({ line, issues });
    if (held.length >= batchSize) await flush();
  };

  for await (const entry of fileLines(kind, filePath, progress('importing'))) {
    rowsRead += 1;
    if (!('fields' in entry)) {
      await refuse(entry.line, [entry.issue]);
      continue;
    }
    const checked = feed.schema.safeParse(entry.fields);
    if (!checked.success) {
      await refuse(entry.line, feedIssuesOf(checked.error));
      continue;
    }
    const crossIssues = feed.crossCheck?.(checked.data) ?? [];
    if (crossIssues.length > 0) {
      await refuse(entry.line, crossIssues);
      continue;
    }
    const key = feed.rowKey(checked.data);
    const firstLine = firstLineOf.get(key);
    if (firstLine !== undefined) {
      await refuse(entry.line, [{ column: '', code: 'DUPLICATE_ROW', message: duplicateRowMessage(firstLine, feed.rowKeyDescription) }]);
      continue;
    }
    firstLineOf.set(key, entry.line);
    accepted += 1;
    batch.push(checked.data);
    batchLines.push(entry.line);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  await feed.finish({ added });
  return {
    kind: kind.name,
    client: client.configuration.abbreviation,
    rowsRead,
    imported: accepted - unchanged,
    added,
    unchanged,
    rejected,
    durationMs: Math.round(performance.now() - started),
  };
}

/** A kind that takes the whole file at once: the header is checked here, refusals reported here, the rest is the kind's. */
async function importWholeFile<Row>(
  kind: FeedKind<Row>,
  client: ClientRecord,
  feed: FeedImport<Row>,
  importFile: NonNullable<FeedImport<Row>['importFile']>,
  filePath: string,
  options: FeedImportOptions,
  started: number,
): Promise<FeedSummary> {
  await checkHeaderOnly(kind, filePath);
  let rejected = 0;
  const result = await importFile(filePath, async (line, issues) => {
    rejected += 1;
    for (const issue of issues) await options.onIssue?.({ row: line, ...issue });
  });
  await feed.finish({ added: result.added });
  return {
    kind: kind.name,
    client: client.configuration.abbreviation,
    rowsRead: result.rowsRead,
    imported: result.accepted - result.unchanged,
    added: result.added,
    unchanged: result.unchanged,
    rejected,
    durationMs: Math.round(performance.now() - started),
  };
}
