import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLAIM_COLUMNS, ROSTER_COLUMNS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sql } from 'drizzle-orm';
import { postgresPoolOf, queryRows } from '../../db/database';
import { FeedFileError } from '../../feeds/feed-file-error';
import { importFeedFile, type FeedReportRow } from '../../feeds/feed-import';
import type { FeedKind } from '../../feeds/feed-kind';
import type { ClientRecord } from '../../lib/client-record';
import { createClaimsRepository } from './claims.repository';
import { createClaimsFeed } from './claims.service';

let harness: TestApp;
let harbor: ClientRecord;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-whole-'));

function writeFile(name: string, text: string): string {
  const filePath = path.join(folder, name);
  fs.writeFileSync(filePath, text);
  return filePath;
}

const rosterLine = (id: string, start: string): string =>
  [id, 'Whole', 'File', '1980-05-05', 'F', '', '', '', '', '', '', '', '', start, '', 'HHP-COMMERCIAL', '', '', '', '', ''].join(',');

/** The claims kind reading line by line (as on PGlite) or taking the whole file (COPY, on PostgreSQL). */
function claimsKind(wholeFile: boolean): FeedKind {
  const { db } = harness.database;
  return createClaimsFeed(createClaimsRepository(db), harness.clock, {
    programmeFor: (clientId) => harness.services.clients.programmeFor(clientId),
    completions: harness.services.completions,
    copyPool: wholeFile ? postgresPoolOf(db) : null,
  });
}

async function run(kind: FeedKind, filePath: string) {
  const issues: FeedReportRow[] = [];
  const summary = await importFeedFile(kind, harbor, filePath, { onIssue: (issue) => void issues.push(issue), batchSize: 3 });
  return { summary: { ...summary, durationMs: 0 }, issues };
}

beforeAll(async () => {
  harness = await createTestApp();
  harbor = (await harness.services.clients.findClient('HARBOR'))!;
  const roster = writeFile(
    'roster.csv',
    `${[ROSTER_COLUMNS.join(','), rosterLine('WF-1', '2026-01-01'), rosterLine('wf.2', '2026-01-01')].join('\n')}\n`,
  );
  expect((await importFeedFile(harness.services.feeds.find('roster')!, harbor, roster)).rejected).toBe(0);
});

afterAll(async () => {
  await harness.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

// Every rule of the claim row, and the lines CSV itself may spoil, in one file: both paths must
// refuse the same lines for the same reasons, in the same words, and keep the same claims.
const TRICKY = [
  CLAIM_COLUMNS.join(','),
  'WF-1,T-1,2026-02-10, 99396 | 90686 |99396,z00.00',
  ',T-2,2026-02-10,99396,',
  'WF-1,,2026-02-10,99396,',
  'WF 1,T bad,2026-02-30,99396,',
  'WF-1,T-3,2025-02-29,99396,',
  'WF-1,T-4,0099-01-01,99396,',
  'WF-1,T-5,2099-01-01,99396,',
  'WF-1,T-6,20260210,99396,',
  'WF-1,T-7,2026-02-10,ABC|9939|1234F|W1234|J1234,Z00.00|Z0|ZZZ|Z00.00000',
  'WF-1,T-8,2026-02-10,|| ,',
  '',
  'WF-1,T-9,2026-02-10,29540,S93.401A',
  'WF-1,T-10,2026-02-10,29540,Z0000',
  'WF-1,T-10,2026-02-11,99396,',
  'NOBODY,T-11,2026-02-10,99396,',
  'NOBODY,T-11,2026-02-10,99396,',
  'wf.2,T-12,2026-02-12,,Z13.220',
  'WF-1,T-13,2026-02-10,99396',
  'WF-1,T-14,2026-02-10,99396,,extra',
  '"WF-1","T-15","2026-02-10","99396|""x""","Z00.00"',
  '"WF-1","T-16","2026-02-10","99396","Z00.00',
  'multi"',
  `WF-1,${'x'.repeat(65)},2026-02-10,99396,`,
  'WF-1,T-17,2026-02-10,G0008,\r',
  'WF-1,T-18,2026-02-10,99396,Z00.00',
].join('\n');

describe('the claims file taken whole (PostgreSQL)', () => {
  it('refuses exactly what the line-by-line import refuses, in the same words, and saves the same claims', async () => {
    // PGlite has no COPY from the client: there the kind reads line by line only.
    if (postgresPoolOf(harness.database.db) === null) return;
    const filePath = writeFile('tricky.csv', `${TRICKY}\n`);
    const lineByLine = await run(claimsKind(false), filePath);
    await harness.database.db.execute('delete from claims');
    const whole = await run(claimsKind(true), filePath);
    expect(whole.issues).toEqual(lineByLine.issues);
    expect(whole.summary).toEqual(lineByLine.summary);
    expect(lineByLine.summary).toMatchObject({ rowsRead: 23, added: 5, rejected: 18 });
    const again = await run(claimsKind(true), filePath);
    expect(again.summary).toMatchObject({ added: 0, unchanged: 5, imported: 0 });
  });

  it('refuses a file whose header is not the claims header before reading its lines', async () => {
    const filePath = writeFile('bad-header.csv', 'member,claim\nWF-1,H-1\n');
    await expect(run(claimsKind(true), filePath)).rejects.toThrow(FeedFileError);
  });
});

interface SavedClaim {
  readonly claim_id: string;
}

const savedClaims = (): Promise<SavedClaim[]> =>
  queryRows<SavedClaim>(
    harness.database.db,
    sql`select member_id, claim_id, service_date::text, procedure_codes, diagnosis_codes from claims order by claim_id`,
  );

describe('the claims saved from a whole file (PostgreSQL)', () => {
  it('are the claims the line-by-line import saves, codes included', async () => {
    if (postgresPoolOf(harness.database.db) === null) return;
    const filePath = writeFile('saved.csv', `${TRICKY}\n`);
    await harness.database.db.execute('delete from claims');
    await run(claimsKind(false), filePath);
    const lineByLine = await savedClaims();
    await harness.database.db.execute('delete from claims');
    await run(claimsKind(true), filePath);
    expect(await savedClaims()).toEqual(lineByLine);
    expect(lineByLine).toHaveLength(5);
  });

  it('are saved once when two imports of one file run at once, neither failing', async () => {
    if (postgresPoolOf(harness.database.db) === null) return;
    await harness.database.db.execute('delete from claims');
    const lines = Array.from({ length: 500 }, (_, index) => `WF-1,AT-ONCE-${index},2026-02-10,99396,`);
    const filePath = writeFile('at-once.csv', `${[CLAIM_COLUMNS.join(','), ...lines].join('\n')}\n`);
    const [first, second] = await Promise.all([run(claimsKind(true), filePath), run(claimsKind(true), filePath)]);
    expect(first.summary.added + second.summary.added).toBe(500);
    expect(first.summary.unchanged + second.summary.unchanged).toBe(500);
    expect(await savedClaims()).toHaveLength(500);
  });
});

describe('a member deleted', () => {
  it('takes their claims along, and only theirs (claims have no foreign key to their member, decision 0036)', async () => {
    const { db } = harness.database;
    await db.execute('delete from claims');
    const roster = writeFile('leaving.csv', `${[ROSTER_COLUMNS.join(','), rosterLine('WF-GONE', '2026-01-01')].join('\n')}\n`);
    expect((await importFeedFile(harness.services.feeds.find('roster')!, harbor, roster)).rejected).toBe(0);
    const claimsFile = writeFile(
      'leaving-claims.csv',
      `${[CLAIM_COLUMNS.join(','), 'WF-GONE,GONE-1,2025-02-10,99396,', 'WF-1,STAYS-1,2025-02-10,99396,'].join('\n')}\n`,
    );
    expect((await run(claimsKind(postgresPoolOf(db) !== null), claimsFile)).summary).toMatchObject({ added: 2 });
    await db.execute(`delete from member_coverages where member_id in (select id from members where client_member_id = 'WF-GONE')`);
    await db.execute(`delete from members where client_member_id = 'WF-GONE'`);
    expect((await savedClaims()).map((claim) => claim.claim_id)).toEqual(['STAYS-1']);
  });
});
