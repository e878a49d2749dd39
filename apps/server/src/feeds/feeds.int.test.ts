import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROSTER_COLUMNS } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { members } from '../db/schema';
import type { ClientRecord } from '../lib/client-record';
import { importFeedFile, type FeedReportRow } from './feed-import';
import type { FeedKind } from './feed-kind';

let harness: TestApp;
let mesa: ClientRecord;
let roster: FeedKind;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'feeds-'));

beforeAll(async () => {
  harness = await createTestApp();
  mesa = (await harness.services.clients.findClient('MESA'))!;
  roster = harness.services.feeds.find('roster')!;
});

afterAll(async () => {
  await harness.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

type Column = (typeof ROSTER_COLUMNS)[number];

const line = (id: string, overrides: Partial<Record<Column, string>> = {}): string => {
  const values: Record<string, string> = {
    client_member_id: id,
    first_name: 'Feed',
    last_name: 'Member',
    dob: '1985-04-04',
    gender: 'M',
    email: '',
    phone: '',
    phone_type: '',
    street1: '',
    street2: '',
    city: '',
    state: '',
    zip: '',
    coverage_start: '2026-01-01',
    coverage_end: '',
    cohort_id: 'MESA-EMPLOYER',
    medical_contract_code: '',
    subscriber_client_member_id: '',
    ...overrides,
  };
  return ROSTER_COLUMNS.map((column) => values[column]).join(',');
};

function file(name: string, lines: string[]): string {
  const filePath = path.join(folder, name);
  fs.writeFileSync(filePath, `${[ROSTER_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`);
  return filePath;
}

async function run(filePath: string) {
  const issues: FeedReportRow[] = [];
  const summary = await importFeedFile(roster, mesa, filePath, { onIssue: (issue) => void issues.push(issue), batchSize: 3 });
  return { summary, issues };
}

async function member(clientMemberId: string) {
  const [found] = await harness.database.db.select().from(members).where(eq(members.clientMemberId, clientMemberId));
  return found;
}

describe('plan-data feeds: the roster kind', () => {
  it('imports a file, and the same file again changes nothing and says so', async () => {
    const lines = [line('F-1'), line('F-2'), line('F-3', { subscriber_client_member_id: 'F-1', dob: '2012-02-02' }), line('F-4')];
    const filePath = file('twice.csv', lines);
    const first = await run(filePath);
    expect(first.summary).toMatchObject({ kind: 'roster', client: 'MESA', rowsRead: 4, imported: 4, added: 4, unchanged: 0, rejected: 0 });
    const before = await member('F-3');
    expect(before?.subscriberId).toBe((await member('F-1'))!.id);

    const second = await run(filePath);
    expect(second.summary).toMatchObject({ rowsRead: 4, imported: 0, added: 0, unchanged: 4, rejected: 0 });
    expect(second.issues).toEqual([]);
    const after = await member('F-3');
    expect(after).toEqual(before);
  });

  it('counts only the lines that changed something, and follows a subscriber the file no longer names', async () => {
    const filePath = file('changed.csv', [
      line('F-1'),
      line('F-2', { last_name: 'Renamed' }),
      line('F-3', { dob: '2012-02-02' }),
      line('F-4', { coverage_end: '2026-06-30' }),
    ]);
    const { summary } = await run(filePath);
    expect(summary).toMatchObject({ imported: 2, added: 0, unchanged: 2, rejected: 0 });
    expect((await member('F-2'))?.lastName).toBe('Renamed');
    // The line of F-3 changed nothing of the member but its subscriber, which the file no longer names.
    expect((await member('F-3'))?.subscriberId).toBeNull();
  });

  it('reports a bad date, a missing member number and a duplicate line with their line and column, and imports the rest', async () => {
    const filePath = file('mixed.csv', [
      line('F-10'),
      line('F-11', { dob: '1985-13-01' }),
      line('', { first_name: 'Nobody' }),
      line('F-12'),
      line('F-10', { first_name: 'Again' }),
      'F-13,bro"ken',
      line('F-14'),
    ]);
    const { summary, issues } = await run(filePath);
    expect(summary).toMatchObject({ rowsRead: 7, imported: 3, added: 3, rejected: 4 });
    expect(issues).toEqual([
      { row: 3, column: 'dob', code: 'INVALID_FORMAT', message: "dob '1985-13-01' is not a date (YYYY-MM-DD)" },
      { row: 4, column: 'client_member_id', code: 'REQUIRED', message: expect.stringContaining('client_member_id') },
      {
        row: 6,
        column: '',
        code: 'DUPLICATE_ROW',
        message: 'repeats line 2 (the same client_member_id, cohort_id and coverage_start)',
      },
      { row: 7, column: '', code: 'MALFORMED_LINE', message: expect.stringContaining('not well-formed CSV') },
    ]);
    expect((await member('F-10'))?.firstName).toBe('Feed');
    expect(await member('F-11')).toBeUndefined();
    expect(await member('F-12')).toBeDefined();
    expect(await member('F-14')).toBeDefined();
  });

  it('is listed by name, with the columns a file must have', () => {
    expect(harness.services.feeds.kinds.map((kind) => kind.name)).toContain('roster');
    expect(roster.columns).toEqual(ROSTER_COLUMNS);
  });
});
