import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { CLAIM_COLUMNS, type CoverageDates, type FeedRowIssue, type RawClaimRow } from '@portal/domain';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { CopyLines } from '../../feeds/copy-lines';
import type { BulkFeedResult } from '../../feeds/feed-kind';
import { bind, checkParameters, CREATE_CLAIM_CHECKS, REFUSALS, type ClaimCheckContext } from './claims.check-sql';

/** Lines fetched at a time from the refusals and from the claims that may complete something. */
const PAGE = 2_000;

/** A new, accepted claim whose member has a coverage around its service date: the only claims that may complete an action. */
export interface CandidateClaim {
  readonly line: number;
  readonly memberId: number;
  readonly raw: RawClaimRow;
  readonly coverages: readonly CoverageDates[];
}

export interface StagedClaimsImport {
  readonly context: ClaimCheckContext;
  readonly refuse: (line: number, issues: readonly FeedRowIssue[]) => Promise<void>;
  /** Records what a page of candidates completes; runs before any claim is saved, as the row path does. */
  readonly recordCompletions: (candidates: readonly CandidateClaim[]) => Promise<void>;
}

const COPY_COLUMNS = ['line', ...CLAIM_COLUMNS, 'malformed'].join(', ');

/** The file into the staging table, streamed: COPY FROM STDIN of the numbered lines. */
async function stage(client: pg.PoolClient, filePath: string): Promise<void> {
  await client.query(
    `create temp table claim_staging (line integer not null, ${CLAIM_COLUMNS.map((column) => `${column} text`).join(', ')}, malformed text)`,
  );
  const copy = client.query(
    copyFrom(`copy claim_staging (${COPY_COLUMNS}) from stdin with (format csv, force_not_null (${CLAIM_COLUMNS.join(', ')}))`),
  );
  await pipeline(fs.createReadStream(filePath, { encoding: 'utf8' }), new CopyLines(CLAIM_COLUMNS.length), copy);
}

/** Reads a cursor's rows a page at a time, so that neither the refusals nor the candidates are ever all in memory. */
async function eachPage<T>(client: pg.PoolClient, name: string, onPage: (rows: T[]) => Promise<void>): Promise<void> {
  for (;;) {
    const { rows } = await client.query<T & pg.QueryResultRow>(`fetch ${PAGE} from ${name}`);
    if (rows.length > 0) await onPage(rows);
    if (rows.length < PAGE) break;
  }
  await client.query(`close ${name}`);
}

/** Reports the refusals in line order, the issues of one line together. */
async function reportRefusals(
  client: pg.PoolClient,
  parameters: Record<string, unknown>,
  refuse: StagedClaimsImport['refuse'],
): Promise<void> {
  const query = bind(`declare claim_refusals no scroll cursor for ${REFUSALS}`, parameters);
  await client.query(query.text, query.values);
  let line = -1;
  let issues: FeedRowIssue[] = [];
  await eachPage<FeedRowIssue & { line: number }>(client, 'claim_refusals', async (rows) => {
    for (const row of rows) {
      if (row.line !== line && issues.length > 0) await refuse(line, issues);
      if (row.line !== line) issues = [];
      line = row.line;
      issues.push({ column: row.column, code: row.code, message: row.message });
    }
  });
  if (issues.length > 0) await refuse(line, issues);
}

async function recordCandidates(client: pg.PoolClient, record: StagedClaimsImport['recordCompletions']): Promise<void> {
  const raw = CLAIM_COLUMNS.map((column) => `staged.raw_${column}`);
  const rawObject = CLAIM_COLUMNS.map((column, index) => `'${column}', ${raw[index]}`).join(', ');
  await client.query(`declare claim_candidates no scroll cursor for
    select staged.line, staged.member_id as "memberId", json_build_object(${rawObject}) as raw,
      json_agg(json_build_object('startDate', coverage.start_date::text, 'endDate', coverage.end_date::text)) as coverages
    from claim_checks as staged join member_coverages as coverage on coverage.member_id = staged.member_id
    where staged.accepted and not staged.saved and coverage.start_date <= staged.service_date::date
      and (coverage.end_date is null or staged.service_date::date <= coverage.end_date)
    group by staged.line, staged.member_id, ${raw.join(', ')}
    order by staged.line`);
  await eachPage<CandidateClaim>(client, 'claim_candidates', record);
}

/**
 * The claims file on PostgreSQL: COPY into a temporary staging table, the row checks as SQL,
 * refusals reported in line order, completions recorded for the new claims that may verify
 * something, then every new accepted claim saved in one `INSERT ... SELECT`.
 */
export async function importStagedClaims(pool: pg.Pool, filePath: string, run: StagedClaimsImport): Promise<BulkFeedResult> {
  const client = await pool.connect();
  try {
    await client.query(`set work_mem = '64MB'`);
    await stage(client, filePath);
    const parameters = checkParameters(run.context);
    const create = bind(CREATE_CLAIM_CHECKS, parameters);
    await client.query(create.text, create.values);
    await client.query('begin');
    await reportRefusals(client, parameters, run.refuse);
    await recordCandidates(client, run.recordCompletions);
    const inserted = await client.query(
      `insert into claims (client_id, member_id, claim_id, service_date, procedure_codes, diagnosis_codes)
       select $1, member_id, claim_id, service_date::date, procedure_codes, diagnosis_codes
       from claim_checks where accepted and not saved order by line
       on conflict (client_id, claim_id) do nothing`,
      [run.context.clientId],
    );
    await client.query('commit');
    const { rows } = await client.query<{ rowsRead: number; accepted: number }>(
      `select count(*)::int as "rowsRead", (count(*) filter (where accepted))::int as accepted from claim_checks`,
    );
    const added = inserted.rowCount ?? 0;
    const { rowsRead = 0, accepted = 0 } = rows[0] ?? {};
    return { rowsRead, accepted, added, unchanged: accepted - added };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.query('drop table if exists claim_staging, claim_checks; reset work_mem').catch(() => undefined);
    client.release();
  }
}
