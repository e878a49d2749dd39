import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLAIM_COLUMNS, ROSTER_COLUMNS } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, staffSignIn, type TestStaff } from '../../../test/staff-helpers';
import { createTestApp, DEMO_PASSWORD, signIn, type TestApp } from '../../../test/test-app';
import { claims, ledgerTransactions, memberCompletions, members, rewardIssues } from '../../db/schema';
import { importFeedFile, type FeedReportRow } from '../../feeds/feed-import';
import type { FeedKind } from '../../feeds/feed-kind';
import type { ClientRecord } from '../../lib/client-record';

let harness: TestApp;
let harbor: ClientRecord;
let claimsKind: FeedKind;
let admin: TestStaff;
let support: TestStaff;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-'));

function writeCsv(name: string, columns: readonly string[], lines: string[]): string {
  const filePath = path.join(folder, name);
  fs.writeFileSync(filePath, `${[columns.join(','), ...lines].join('\n')}\n`);
  return filePath;
}

const rosterLine = (id: string, start: string, end = ''): string =>
  [id, 'Claim', 'Member', '1980-05-05', 'F', '', '', '', '', '', '', '', '', start, end, 'HHP-COMMERCIAL', '', '', '', '', ''].join(',');

beforeAll(async () => {
  harness = await createTestApp();
  harbor = (await harness.services.clients.findClient('HARBOR'))!;
  claimsKind = harness.services.feeds.find('claims')!;
  const rosterFile = writeCsv('roster.csv', ROSTER_COLUMNS, [
    rosterLine('CLM-M1', '2026-01-01'),
    rosterLine('CLM-M2', '2025-01-01', '2025-06-30'),
    rosterLine('CLM-M3', '2026-01-01'),
    rosterLine('CLM-M4', '2026-01-01'),
  ]);
  expect((await importFeedFile(harness.services.feeds.find('roster')!, harbor, rosterFile)).rejected).toBe(0);
  admin = await createStaff(harness, 'cora.admin', 'ADMIN');
  support = await createStaff(harness, 'sam.support', 'SUPPORT');
});

afterAll(async () => {
  await harness.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

async function run(filePath: string) {
  const issues: FeedReportRow[] = [];
  const summary = await importFeedFile(claimsKind, harbor, filePath, { onIssue: (issue) => void issues.push(issue), batchSize: 2 });
  return { summary, issues };
}

async function savedClaim(claimId: string) {
  const [found] = await harness.database.db.select().from(claims).where(eq(claims.claimId, claimId));
  return found;
}

async function memberIdOf(clientMemberId: string): Promise<number> {
  const [member] = await harness.database.db.select({ id: members.id }).from(members).where(eq(members.clientMemberId, clientMemberId));
  return member!.id;
}

/** How many rows each table the claims feed may write holds. */
async function rowCounts() {
  const { db } = harness.database;
  const rows = async (table: typeof claims | typeof memberCompletions | typeof rewardIssues | typeof ledgerTransactions) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    claims: await rows(claims),
    completions: await rows(memberCompletions),
    rewards: await rows(rewardIssues),
    transactions: await rows(ledgerTransactions),
  };
}

describe('the claims feed', () => {
  it('is a feed kind with the claims columns', () => {
    expect(claimsKind.columns).toEqual(CLAIM_COLUMNS);
  });

  it('refuses a bad date, an unknown member, a claim for no action and malformed codes in line order, and imports the rest', async () => {
    const filePath = writeCsv('mixed.csv', CLAIM_COLUMNS, [
      'CLM-M4,A-1,2026-02-10,99396|90686,Z00.00',
      'CLM-M4,A-2,2026-02-31,99396,',
      'NOBODY,A-3,2026-02-10,99396,',
      'CLM-M4,A-4,2026-02-10,29540,S93.401A',
      'CLM-M3,A-5,2026-02-11,80061,',
      'CLM-M4,A-6,2026-02-10,99396|ABC,',
      'NOBODY-2,A-7,2026-02-10,99396,',
      'CLM-M3,A-8,2026-02-12,,Z13.220',
      'CLM-M3,A-1,2026-02-12,99396,',
    ]);
    const { summary, issues } = await run(filePath);
    expect(summary).toMatchObject({ kind: 'claims', client: 'HARBOR', rowsRead: 9, imported: 3, added: 3, unchanged: 0, rejected: 6 });
    expect(issues.map((issue) => [issue.row, issue.column, issue.code])).toEqual([
      [3, 'service_date', 'INVALID_FORMAT'],
      [4, 'client_member_id', 'UNKNOWN_REFERENCE'],
      [5, '', 'NO_MATCHING_HEALTH_ACTION'],
      [7, 'procedure_codes', 'INVALID_FORMAT'],
      [8, 'client_member_id', 'UNKNOWN_REFERENCE'],
      [10, '', 'DUPLICATE_ROW'],
    ]);
    expect(issues[1]?.message).toBe("client_member_id 'NOBODY' is not on the roster of HARBOR");
    expect(await savedClaim('A-1')).toMatchObject({
      serviceDate: '2026-02-10',
      procedureCodes: ['99396', '90686'],
      diagnosisCodes: ['Z00.00'],
    });
    expect(await savedClaim('A-2')).toBeUndefined();
    expect(await savedClaim('A-3')).toBeUndefined();
    expect(await savedClaim('A-8')).toMatchObject({ procedureCodes: [], diagnosisCodes: ['Z13.220'] });
  });

  it("completes the actions a claim verifies inside the member's coverage and issues each reward once; care outside it completes nothing", async () => {
    const filePath = writeCsv('coverage.csv', CLAIM_COLUMNS, ['CLM-M1,B-1,2026-02-20,99396|G0008,', 'CLM-M2,B-2,2026-02-20,99396,']);
    const { summary } = await run(filePath);
    expect(summary).toMatchObject({ added: 2, rejected: 0 });
    expect(await savedClaim('B-2')).toBeDefined();

    const completed = await harness.database.db
      .select()
      .from(memberCompletions)
      .where(eq(memberCompletions.memberId, await memberIdOf('CLM-M1')));
    expect(completed.map((row) => [row.healthActionId, row.source, row.sourceRef, row.completionDate])).toEqual([
      [101, 'CLAIM', 'B-1', '2026-02-20'],
      [102, 'CLAIM', 'B-1', '2026-02-20'],
    ]);
    const rewards = await harness.database.db
      .select()
      .from(rewardIssues)
      .where(eq(rewardIssues.memberId, await memberIdOf('CLM-M1')));
    expect(rewards.map((row) => [row.healthActionId, row.source, row.issuedAmount, row.idempotencyKey]).sort()).toEqual(
      completed.map((row) => [row.healthActionId, 'CLAIM', row.healthActionId === 101 ? 5000 : 2000, `completion:${row.id}`]).sort(),
    );
    const outside = await harness.database.db
      .select()
      .from(memberCompletions)
      .where(eq(memberCompletions.memberId, await memberIdOf('CLM-M2')));
    expect(outside).toEqual([]);
  });

  it('changes nothing when the same file comes again, nor for a claim id it already has: no claim, completion or reward', async () => {
    const before = await rowCounts();
    const savedBefore = await harness.database.db.select().from(claims);
    const again = await run(
      writeCsv('coverage.csv', CLAIM_COLUMNS, ['CLM-M1,B-1,2026-02-20,99396|G0008,', 'CLM-M2,B-2,2026-02-20,99396,']),
    );
    expect(again.summary).toMatchObject({ rowsRead: 2, imported: 0, added: 0, unchanged: 2, rejected: 0 });
    const sameId = await run(writeCsv('same-id.csv', CLAIM_COLUMNS, ['CLM-M3,B-1,2026-02-21,80061,']));
    expect(sameId.summary).toMatchObject({ imported: 0, unchanged: 1 });
    expect(await rowCounts()).toEqual(before);
    expect(await harness.database.db.select().from(claims)).toEqual(savedBefore);
  });

  it('runs again after an import that recorded the completions but stopped before saving the claim, paying nothing twice', async () => {
    await harness.database.db.delete(claims).where(eq(claims.claimId, 'B-1'));
    const before = await rowCounts();
    const { summary } = await run(writeCsv('resume.csv', CLAIM_COLUMNS, ['CLM-M1,B-1,2026-02-20,99396|G0008,']));
    expect(summary).toMatchObject({ imported: 1, added: 1 });
    expect(await rowCounts()).toEqual({ ...before, claims: before.claims + 1 });
  });
});

describe('POST /api/v1/staff/feeds/claims', () => {
  const upload = (jwt: string, body: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/v1/staff/feeds/claims?client=HARBOR',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'text/csv' },
      payload: body,
    });
  const body = `${CLAIM_COLUMNS.join(',')}\nCLM-M3,API-1,2026-02-15,80061,\nCLM-M3,API-2,2026-02-15,29540,\n`;

  it('imports a claims file for an administrator, with its refused lines', async () => {
    const response = await upload(await staffSignIn(harness, admin), body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      summary: { kind: 'claims', client: 'HARBOR', rows_read: 2, imported: 1, added: 1, rejected: 1 },
      errors: [{ row: 3, column: '', code: 'NO_MATCHING_HEALTH_ACTION' }],
    });
    expect(await savedClaim('API-1')).toBeDefined();
  });

  it('refuses support staff and members', async () => {
    expect((await upload(await staffSignIn(harness, support), body)).statusCode).toBe(403);
    const member = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    // A member's token is not a staff token at all.
    expect((await upload(member.jwt, body)).statusCode).toBe(401);
    expect(await savedClaim('API-2')).toBeUndefined();
  });
});
