import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROSTER_COLUMNS, ROSTER_GUARDIAN_COLUMNS } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { queryRows } from '../../db/database';
import { memberCoverages, members } from '../../db/schema';
import type { ClientRecord } from '../../lib/client-record';
import { FeedFileError as RosterFileError } from '../../feeds/feed-file-error';

let harness: TestApp;
let mesa: ClientRecord;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'roster-'));

beforeAll(async () => {
  harness = await createTestApp();
  mesa = (await harness.services.clients.findClient('MESA'))!;
});

afterAll(async () => {
  await harness.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const HEADER = ROSTER_COLUMNS.join(',');

function rosterFile(name: string, lines: string[]): string {
  const file = path.join(folder, name);
  fs.writeFileSync(file, `${[HEADER, ...lines].join('\n')}\n`);
  return file;
}

const row = (id: string, overrides: Partial<Record<(typeof ROSTER_COLUMNS)[number], string>> = {}): string => {
  const values: Record<string, string> = {
    client_member_id: id,
    first_name: 'Test',
    last_name: 'Member',
    dob: '1980-05-05',
    gender: 'F',
    email: `${id.toLowerCase()}@example.org`,
    phone: '(602) 555-0100',
    phone_type: 'cell',
    street1: '1 Main St',
    street2: '',
    city: 'Mesa',
    state: 'az',
    zip: '85201-1234',
    coverage_start: '2026-01-01',
    coverage_end: '',
    cohort_id: 'MESA-EMPLOYER',
    medical_contract_code: 'E900',
    subscriber_client_member_id: '',
    guardian_first_name: '',
    guardian_last_name: '',
    guardian_dob: '',
    ...overrides,
  };
  return ROSTER_COLUMNS.map((column) => values[column]).join(',');
};

async function memberNamed(clientMemberId: string) {
  const [member] = await harness.database.db.select().from(members).where(eq(members.clientMemberId, clientMemberId));
  return member;
}

describe('eligibility roster import', () => {
  it('inserts members and their coverages, normalising what the plan sent', async () => {
    const summary = await harness.services.roster.importEligibility(
      mesa,
      rosterFile('first.csv', [row('T-1'), row('T-2', { first_name: 'Ana' })]),
    );
    expect(summary).toMatchObject({ inserted: 2, updated: 0, rejected: 0 });
    const member = await memberNamed('T-1');
    expect(member).toMatchObject({ rosterPhone: '6025550100', rosterState: 'AZ', rosterZip: '85201', clientId: mesa.configuration.id });
    const coverages = await harness.database.db.select().from(memberCoverages).where(eq(memberCoverages.memberId, member!.id));
    expect(coverages).toEqual([expect.objectContaining({ startDate: '2026-01-01', endDate: null, medicalContractCode: 'E900' })]);
  });

  it("refreshes the planner's statistics, so plans follow the roster's new size", async () => {
    const counted = async () => {
      const [stats] = await queryRows<{ rows: number }>(
        harness.database.db,
        sql`select reltuples::int as rows from pg_class where relname = 'members'`,
      );
      return stats!.rows;
    };
    const lines = Array.from({ length: 300 }, (_, index) => row(`STAT-${index}`));
    await harness.services.roster.importEligibility(mesa, rosterFile('statistics.csv', lines));
    expect(await counted()).toBeGreaterThanOrEqual(300);
  });

  it('updates on re-import and never duplicates', async () => {
    const file = rosterFile('again.csv', [
      row('T-1', { last_name: 'Renamed', coverage_end: '2026-12-31' }),
      row('T-2', { first_name: 'Ana' }),
    ]);
    const summary = await harness.services.roster.importEligibility(mesa, file);
    expect(summary).toMatchObject({ inserted: 0, updated: 2, rejected: 0 });
    expect(await harness.services.roster.importEligibility(mesa, file)).toMatchObject({ inserted: 0, updated: 2 });
    const member = await memberNamed('T-1');
    expect(member?.lastName).toBe('Renamed');
    const all = await harness.database.db.select().from(members).where(eq(members.clientMemberId, 'T-1'));
    expect(all).toHaveLength(1);
    const coverages = await harness.database.db.select().from(memberCoverages).where(eq(memberCoverages.memberId, member!.id));
    expect(coverages).toEqual([expect.objectContaining({ endDate: '2026-12-31' })]);
  });

  it('reports each bad line with its number and reasons, and imports the good ones', async () => {
    const file = rosterFile('mixed.csv', [
      row('T-10'),
      row('T-11', { dob: '1990-02-30', zip: '123' }),
      row('T-12', { cohort_id: 'NOT-A-COHORT' }),
      'T-13,only,three',
      row('T-14', { subscriber_client_member_id: 'NOBODY' }),
      row('T-15'),
    ]);
    const summary = await harness.services.roster.importEligibility(mesa, file);
    expect(summary).toMatchObject({ inserted: 2, updated: 0, rejected: 4 });
    expect(summary.problems.map((problem) => problem.line)).toEqual([3, 4, 5, 6]);
    expect(summary.problems[0]!.reasons).toEqual(["dob '1990-02-30' is not a date (YYYY-MM-DD)", "zip '123' is not 5 digits"]);
    expect(summary.problems[1]!.reasons[0]).toContain("cohort_id 'NOT-A-COHORT'");
    expect(summary.problems[2]!.reasons[0]).toContain('has 3 fields');
    expect(summary.problems[3]!.reasons[0]).toContain("subscriber_client_member_id 'NOBODY' is not on the roster");
    expect(await memberNamed('T-11')).toBeUndefined();
    expect(await memberNamed('T-15')).toBeDefined();
  });

  it('links dependents to their subscriber, whether the subscriber comes first, later or was imported before', async () => {
    const file = rosterFile('family.csv', [
      row('D-1', { subscriber_client_member_id: 'S-1', dob: '2015-01-01' }),
      row('S-1'),
      row('D-2', { subscriber_client_member_id: 'T-1' }),
    ]);
    expect(await harness.services.roster.importEligibility(mesa, file)).toMatchObject({ inserted: 3, rejected: 0 });
    const subscriber = await memberNamed('S-1');
    expect((await memberNamed('D-1'))?.subscriberId).toBe(subscriber!.id);
    expect((await memberNamed('D-2'))?.subscriberId).toBe((await memberNamed('T-1'))!.id);
  });

  it('refuses a file whose header is not the roster header, and a missing file', async () => {
    const file = path.join(folder, 'wrong-header.csv');
    fs.writeFileSync(file, 'id,name\n1,x\n');
    await expect(harness.services.roster.importEligibility(mesa, file)).rejects.toBeInstanceOf(RosterFileError);
    await expect(harness.services.roster.importEligibility(mesa, path.join(folder, 'absent.csv'))).rejects.toBeInstanceOf(RosterFileError);
  });

  it('keeps the guardian a line names, changes or clears it on re-import, and reads files without the guardian columns', async () => {
    const guardian = { guardian_first_name: 'Samira', guardian_last_name: 'Haddad', guardian_dob: '1962-10-09' };
    await harness.services.roster.importEligibility(mesa, rosterFile('guardian.csv', [row('G-1', { dob: '2015-03-03', ...guardian })]));
    expect(await memberNamed('G-1')).toMatchObject({
      rosterGuardianFirstName: 'Samira',
      rosterGuardianLastName: 'Haddad',
      rosterGuardianDob: '1962-10-09',
    });
    const renamed = rosterFile('guardian-again.csv', [row('G-1', { dob: '2015-03-03', ...guardian, guardian_first_name: 'Samia' })]);
    expect(await harness.services.roster.importEligibility(mesa, renamed)).toMatchObject({ updated: 1, rejected: 0 });
    expect((await memberNamed('G-1'))?.rosterGuardianFirstName).toBe('Samia');

    const shorterHeader = ROSTER_COLUMNS.slice(0, -ROSTER_GUARDIAN_COLUMNS.length);
    const older = path.join(folder, 'older.csv');
    const line = row('G-1', { dob: '2015-03-03' }).split(',').slice(0, shorterHeader.length).join(',');
    fs.writeFileSync(older, `${shorterHeader.join(',')}\n${line}\n`);
    expect(await harness.services.roster.importEligibility(mesa, older)).toMatchObject({ updated: 1, rejected: 0 });
    expect(await memberNamed('G-1')).toMatchObject({ rosterGuardianFirstName: null, rosterGuardianDob: null });
  });

  it('keeps member numbers case sensitive', async () => {
    const summary = await harness.services.roster.importEligibility(mesa, rosterFile('case.csv', [row('t-1')]));
    expect(summary.inserted).toBe(1);
    expect((await memberNamed('t-1'))?.id).not.toBe((await memberNamed('T-1'))?.id);
  });
});
