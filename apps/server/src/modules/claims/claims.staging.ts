import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { CLAIM_COLUMNS, type ClaimRowCheck, type CoverageDates, type FeedRowIssue, type RawClaimRow } from '@portal/domain';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { CopyLines } from '../../feeds/copy-lines';
import { duplicateRowMessage } from '../../feeds/feed-import';
import type { BulkFeedResult, FeedFileProgress } from '../../feeds/feed-kind';
import { notOnRosterMessage } from './claims.refusals';
import { CLAIM_STAGING, CLAIM_STAGING_COPY, stagedClaimLines } from './claims.staged-lines';
import { CANDIDATE_CLAIMS, CREATE_CLAIM_EXCEPTIONS, MARK_EXCEPTIONS, REFUSED_LINES, SAVE_NEW_CLAIMS } from './claims.verdicts';

/** Lines fetched at a time from the refusals and from the claims that may complete something. */
const PAGE = 2_000;

/** The first key of the advisory lock one client's claims imports take in turn (the second is the client's id). */
const CLAIMS_IMPORT_LOCK = 17;

/** A new, accepted claim whose member has a coverage around its service date: the only claims that may complete an action. */
export interface CandidateClaim {
  readonly line: number;
  readonly memberId: number;
  readonly raw: RawClaimRow;
  readonly coverages: readonly CoverageDates[];
}

export interface StagedClaimsImport {
  readonly clientId: number;
  readonly abbreviation: string;
  readonly rowKeyDescription: string;
  /** The domain's check of a line, for the whole file. */
  readonly check: ClaimRowCheck;
  readonly refuse: (line: number, issues: readonly FeedRowIssue[]) => Promise<void>;
  readonly progress?: FeedFileProgress;
  /** Records what a page of candidates completes; runs before any claim is saved, as the row path does. */
  readonly recordCompletions: (candidates: readonly CandidateClaim[]) => Promise<void>;
}

/** The file checked line by line as it streams into the staging table (COPY FROM STDIN); answers the lines read and the good ones. */
async function stage(client: pg.PoolClient, filePath: string, run: StagedClaimsImport): Promise<{ rowsRead: number; good: number }> {
  await client.query(CLAIM_STAGING);
  const copy = client.query(copyFrom(CLAIM_STAGING_COPY));
  const staged = stagedClaimLines(run.check);
  const lines = new CopyLines(CLAIM_COLUMNS.length, staged);
  const file = fs.createReadStream(filePath, { encoding: 'utf8' });
  if (run.progress) {
    const progress = run.progress;
    file.on('data', () => progress(file.bytesRead, lines.records));
  }
  await pipeline(file, lines, copy);
  // The planner's estimates of the possible repeats and of the exceptions decide between hash and nested-loop joins.
  await client.query('analyze claim_staging');
  return { rowsRead: lines.records, good: staged.good() };
}

/** Reads a cursor's rows a page at a time, so that neither the refusals nor the candidates are ever all in memory. */
async function eachPage<T>(
  client: pg.PoolClient,
  query: { text: string; values: unknown[] },
  onPage: (rows: T[]) => Promise<void>,
): Promise<void> {
  await client.query(`declare staged_page no scroll cursor for ${query.text}`, query.values);
  for (;;) {
    const { rows } = await client.query<T & pg.QueryResultRow>(`fetch ${PAGE} from staged_page`);
    if (rows.length > 0) await onPage(rows);
    if (rows.length < PAGE) break;
  }
  await client.query('close staged_page');
}

interface RefusedLine {
  readonly line: number;
  readonly issues: FeedRowIssue[] | null;
  readonly first_line: number | null;
  readonly client_member_id: string | null;
}

/** Reports the refusals in line order: the domain's issues, then what SQL found (a repeated claim id, a member not on the roster). */
async function reportRefusals(client: pg.PoolClient, run: StagedClaimsImport): Promise<void> {
  await eachPage<RefusedLine>(client, { text: REFUSED_LINES, values: [] }, async (rows) => {
    for (const row of rows) {
      if (row.issues) await run.refuse(row.line, row.issues);
      else if (row.first_line !== null && row.first_line < row.line) {
        const message = duplicateRowMessage(row.first_line, run.rowKeyDescription);
        await run.refuse(row.line, [{ column: '', code: 'DUPLICATE_ROW', message }]);
      } else {
        const message = notOnRosterMessage(row.client_member_id ?? '', run.abbreviation);
        await run.refuse(row.line, [{ column: 'client_member_id', code: 'UNKNOWN_REFERENCE', message }]);
      }
    }
  });
}

interface CandidateRow {
  readonly line: number;
  readonly member_id: number;
  readonly client_member_id: string;
  readonly claim_id: string;
  readonly service_date: string;
  readonly procedure_codes: string[];
  readonly diagnosis_codes: string[];
  readonly coverages: CoverageDates[];
}

async function recordCandidates(client: pg.PoolClient, run: StagedClaimsImport): Promise<void> {
  await eachPage<CandidateRow>(client, { text: CANDIDATE_CLAIMS, values: [run.clientId] }, (rows) =>
    run.recordCompletions(
      rows.map((row) => ({
        line: row.line,
        memberId: row.member_id,
        // The claim as checked, which the domain's check gives back unchanged.
        raw: {
          client_member_id: row.client_member_id,
          claim_id: row.claim_id,
          service_date: row.service_date,
          procedure_codes: row.procedure_codes.join('|'),
          diagnosis_codes: row.diagnosis_codes.join('|'),
        },
        coverages: row.coverages,
      })),
    ),
  );
}

/**
 * The claims file on PostgreSQL: checked by the domain while COPY streams it into a temporary
 * staging table, then in SQL what needs the database, refusals reported in line order,
 * completions recorded for the new claims that may verify something, and every new accepted
 * claim saved in one `INSERT ... SELECT` (decisions 0032, 0036).
 */
export async function importStagedClaims(pool: pg.Pool, filePath: string, run: StagedClaimsImport): Promise<BulkFeedResult> {
  const client = await pool.connect();
  try {
    await client.query(`set work_mem = '64MB'`);
    const { rowsRead, good } = await stage(client, filePath, run);
    await client.query('begin');
    // A second import for the client waits here, then finds the first one's claims saved.
    await client.query('select pg_advisory_xact_lock($1, $2)', [CLAIMS_IMPORT_LOCK, run.clientId]);
    await client.query(CREATE_CLAIM_EXCEPTIONS, [run.clientId]);
    const { rows } = await client.query<{ excepted: number; refused: number }>(
      'select count(*)::int as excepted, (count(*) filter (where not saved))::int as refused from claim_exceptions',
    );
    const { excepted = 0, refused = 0 } = rows[0] ?? {};
    if (excepted > 0) await client.query(MARK_EXCEPTIONS);
    await reportRefusals(client, run);
    await recordCandidates(client, run);
    const inserted = await client.query(SAVE_NEW_CLAIMS, [run.clientId]);
    await client.query('commit');
    const added = inserted.rowCount ?? 0;
    const accepted = good - refused;
    return { rowsRead, accepted, added, unchanged: accepted - added };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.query('drop table if exists claim_staging, claim_exceptions; reset work_mem').catch(() => undefined);
    client.release();
  }
}
