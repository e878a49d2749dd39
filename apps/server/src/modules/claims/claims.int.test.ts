import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLAIM_COLUMNS, parseProgrammeDefinition, ROSTER_COLUMNS } from '@portal/domain';
import harborProgramme from '../../../../../packages/domain/src/health-actions/demo/harbor-programme.json';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { claims } from '../../db/schema';
import { importFeedFile, type FeedReportRow } from '../../feeds/feed-import';
import type { ClientRecord } from '../../lib/client-record';
import { createClaimsFeed, type ClaimCompletion } from './claims.service';
import { createClaimsRepository } from './claims.repository';

let harness: TestApp;
let harbor: ClientRecord;
const recorded: ClaimCompletion[] = [];
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
  const roster = harness.services.feeds.find('roster')!;
  const rosterFile = writeCsv('roster.csv', ROSTER_COLUMNS, [
    rosterLine('CLM-M1', '2026-01-01'),
    rosterLine('CLM-M2', '2025-01-01', '2025-06-30'),
    rosterLine('CLM-M3', '2026-01-01'),
  ]);
  expect((await importFeedFile(roster, harbor, rosterFile)).rejected).toBe(0);
});

afterAll(async () => {
  await harness.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

function claimsFeed() {
  const read = parseProgrammeDefinition(harborProgramme);
  return createClaimsFeed(createClaimsRepository(harness.database.db), harness.clock, {
    programmeFor: () => Promise.resolve(read.ok ? read.programme : null),
    recordCompletions: (completions) => {
      recorded.push(...completions);
      return Promise.resolve([]);
    },
  });
}

async function run(filePath: string) {
  const issues: FeedReportRow[] = [];
  const summary = await importFeedFile(claimsFeed(), harbor, filePath, { onIssue: (issue) => void issues.push(issue), batchSize: 2 });
  return { summary, issues };
}

async function savedClaim(claimId: string) {
  const [found] = await harness.database.db.select().from(claims).where(eq(claims.claimId, claimId));
  return found;
}

describe('the claims feed', () => {
  it('refuses a bad date, an unknown member, a claim for no action and malformed codes in line order, and imports the rest', async () => {
    const filePath = writeCsv('mixed.csv', CLAIM_COLUMNS, [
      'CLM-M1,A-1,2026-02-10,99396|90686,Z00.00',
      'CLM-M1,A-2,2026-02-31,99396,',
      'NOBODY,A-3,2026-02-10,99396,',
      'CLM-M1,A-4,2026-02-10,29540,S93.401A',
      'CLM-M3,A-5,2026-02-11,80061,',
      'CLM-M1,A-6,2026-02-10,99396|ABC,',
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

  it("records the completions a claim verifies inside the member's coverage, and none for care outside it", async () => {
    recorded.length = 0;
    const filePath = writeCsv('coverage.csv', CLAIM_COLUMNS, [
      'CLM-M1,B-1,2026-02-20,99396|G0008,',
      'CLM-M2,B-2,2026-02-20,99396,',
      'CLM-M2,B-3,2025-03-01,80061,',
    ]);
    const { summary } = await run(filePath);
    expect(summary).toMatchObject({ added: 3, rejected: 0 });
    const memberId = async (number: string) => (await savedClaim(number === 'CLM-M1' ? 'B-1' : 'B-2'))!.memberId;
    expect(recorded).toEqual([
      {
        clientId: harbor.configuration.id,
        memberId: await memberId('CLM-M1'),
        healthActionId: 101,
        completionDate: '2026-02-20',
        source: 'CLAIM',
        sourceRef: 'B-1',
      },
      {
        clientId: harbor.configuration.id,
        memberId: await memberId('CLM-M1'),
        healthActionId: 102,
        completionDate: '2026-02-20',
        source: 'CLAIM',
        sourceRef: 'B-1',
      },
      {
        clientId: harbor.configuration.id,
        memberId: await memberId('CLM-M2'),
        healthActionId: 111,
        completionDate: '2025-03-01',
        source: 'CLAIM',
        sourceRef: 'B-3',
      },
    ]);
    expect(await savedClaim('B-2')).toBeDefined();
  });

  it('adds nothing when the same file comes again, nor for a claim id it already has', async () => {
    recorded.length = 0;
    const before = await harness.database.db.select().from(claims);
    const again = await run(
      writeCsv('coverage-again.csv', CLAIM_COLUMNS, ['CLM-M1,B-1,2026-02-20,99396|G0008,', 'CLM-M3,B-2,2026-02-21,80061,']),
    );
    expect(again.summary).toMatchObject({ rowsRead: 2, imported: 0, added: 0, unchanged: 2, rejected: 0 });
    expect(again.issues).toEqual([]);
    expect(recorded).toEqual([]);
    expect(await harness.database.db.select().from(claims)).toEqual(before);
  });
});
