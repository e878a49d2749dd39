import type { FeedRowIssue } from '@portal/domain';
import type { z } from 'zod';
import type { ClientRecord } from '../lib/client-record';

/** What one batch of rows did to the database. */
export interface SavedFeedBatch {
  /** Records new to the database (for the roster: members it did not have). */
  readonly added: number;
  /** Rows of the batch that found everything already as they say. */
  readonly unchanged: number;
  /**
   * Rows of the batch refused for what only the database can tell (a member number not on the
   * roster), by their index in the batch; they count neither as added nor as unchanged.
   */
  readonly refused?: readonly { readonly index: number; readonly issues: readonly FeedRowIssue[] }[];
}

/**
 * One import of one file for one client, prepared by its kind. Methods, not function fields:
 * the framework holds imports of every kind in one list.
 */
export interface FeedImport<Row> {
  /** Checks one line (every column a string) and turns it into the row the kind saves. */
  readonly schema: z.ZodType<Row, Record<string, string>>;
  /** Rows with the same key in one file: the first is kept, a later one is refused as a duplicate. */
  rowKey(row: Row): string;
  /** What makes two rows duplicates, in words, for the error report. */
  readonly rowKeyDescription: string;
  /** A first pass over every good row, for kinds whose rows refer to each other (subscribers). */
  survey?(row: Row): void;
  /** Runs between the passes, such as looking up what the file refers to but does not bring. */
  afterSurvey?(): Promise<void>;
  /** Refusals that need the first pass or the database. */
  crossCheck?(row: Row): FeedRowIssue[];
  /** Upserts a batch of good rows in one transaction, refusing those the database rules out. */
  saveBatch(rows: readonly Row[]): Promise<SavedFeedBatch>;
  /** Runs once every batch is saved (links between rows, statistics). */
  finish(summary: { readonly added: number }): Promise<void>;
  /**
   * Imports the whole file in one go instead of line by line, when the kind can do so on this
   * database (the claims on PostgreSQL: COPY into a staging table, checks in SQL, decision 0032).
   * The framework has checked the header; the kind refuses lines through `refuse`, in line order,
   * with the same issues the row path would give, reports how far it has read through `progress`,
   * and answers what the file did.
   */
  importFile?(
    filePath: string,
    refuse: (line: number, issues: readonly FeedRowIssue[]) => Promise<void>,
    progress?: FeedFileProgress,
  ): Promise<BulkFeedResult>;
}

/** How far an import has read its file: bytes, and lines after the header. */
export type FeedFileProgress = (bytesRead: number, rowsRead: number) => void;

/** What a whole-file import did: lines read, good lines kept (refused ones excluded), and of those, added and unchanged. */
export interface BulkFeedResult {
  readonly rowsRead: number;
  readonly accepted: number;
  readonly added: number;
  readonly unchanged: number;
}

/** A kind of plan file: its name on the command line and in the API, its columns, its import. */
export interface FeedKind<Row = unknown> {
  readonly name: string;
  readonly description: string;
  /** The header the file must have, in this order. */
  readonly columns: readonly string[];
  /**
   * The last columns, which a file may leave out all together (columns added after plans had
   * their files): such a file's lines read them as empty.
   */
  readonly optionalColumns?: readonly string[];
  open(client: ClientRecord): Promise<FeedImport<Row>>;
}
