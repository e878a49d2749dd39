import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROVIDER_COLUMNS } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { providers } from '../../db/schema';
import { importFeedFile, type FeedReportRow } from '../../feeds/feed-import';
import type { FeedKind } from '../../feeds/feed-kind';
import type { ClientRecord } from '../../lib/client-record';

let harness: TestApp;
let harbor: ClientRecord;
let feed: FeedKind;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'providers-'));

function writeCsv(name: string, lines: readonly string[]): string {
  const filePath = path.join(folder, name);
  fs.writeFileSync(filePath, `${[PROVIDER_COLUMNS.join(','), ...lines].join('\n')}\n`);
  return filePath;
}

async function run(filePath: string) {
  const issues: FeedReportRow[] = [];
  const summary = await importFeedFile(feed, harbor, filePath, { onIssue: (issue) => void issues.push(issue), batchSize: 2 });
  return { summary, issues };
}

async function doctor(npi: string) {
  const [row] = await harness.database.db
    .select()
    .from(providers)
    .where(and(eq(providers.clientId, harbor.configuration.id), eq(providers.npi, npi)));
  return row;
}

beforeAll(async () => {
  harness = await createTestApp();
  harbor = (await harness.services.clients.findClient('HARBOR'))!;
  feed = harness.services.feeds.find('providers')!;
});

afterAll(async () => {
  await harness.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const NEW_DOCTOR = '1234567893,Ines,,Carvalho,MD,F,207Q00000X,,900 SE Hawthorne Blvd,,Portland,OR,97214,503-555-0190,,,Y';

describe('the providers feed', () => {
  it('adds good lines, refuses bad ones in the report, and imported again changes nothing', async () => {
    const file = writeCsv('directory.csv', [
      NEW_DOCTOR,
      '1234567890,Bad,,Check,MD,M,207Q00000X,,1 Main St,,Portland,OR,97214,5035550191,,,Y',
      '1245319599,No,,Centre,MD,M,207Q00000X,,1 Main St,,Boston,MA,02110,6175550192,,,Y',
      '1245319599,Half,,Place,MD,M,207Q00000X,,1 Main St,,Portland,OR,97214,5035550193,45.5,,Y',
      '1003000126,Odd,,Flag,MD,X,2070,,1 Main St,,Portland,OR,97214,5035550194,,,maybe',
      NEW_DOCTOR,
    ]);
    const first = await run(file);
    expect(first.summary).toMatchObject({ rowsRead: 6, imported: 1, added: 1, rejected: 5 });
    expect(first.issues.map(({ row, column, code }) => ({ row, column, code }))).toEqual([
      { row: 3, column: 'npi', code: 'INVALID_FORMAT' },
      { row: 4, column: 'zip', code: 'UNKNOWN_REFERENCE' },
      { row: 5, column: 'latitude', code: 'INCONSISTENT' },
      { row: 6, column: 'gender', code: 'INVALID_FORMAT' },
      { row: 6, column: 'taxonomy', code: 'INVALID_FORMAT' },
      { row: 6, column: 'accepting_new_patients', code: 'INVALID_FORMAT' },
      { row: 7, column: '', code: 'DUPLICATE_ROW' },
    ]);
    const saved = await doctor('1234567893');
    expect(saved).toMatchObject({ lastName: 'Carvalho', phone: '5035550190', latitude: 45.5146, longitude: -122.6424 });

    const again = await run(writeCsv('again.csv', [NEW_DOCTOR]));
    expect(again.summary).toMatchObject({ imported: 0, added: 0, unchanged: 1, rejected: 0 });
  });

  it('updates a doctor in place on re-import, keeping the schedule key requests name', async () => {
    const before = await doctor('1234567893');
    const moved = NEW_DOCTOR.replace('900 SE Hawthorne Blvd', '1200 SE Division St').replace(',,,Y', ',45.5046,-122.6530,N');
    const result = await run(writeCsv('moved.csv', [moved]));
    expect(result.summary).toMatchObject({ imported: 1, added: 0, unchanged: 0, rejected: 0 });
    const after = await doctor('1234567893');
    expect(after).toMatchObject({
      id: before!.id,
      scheduleKey: before!.scheduleKey,
      street1: '1200 SE Division St',
      acceptingNewPatients: false,
    });
    expect(after!.latitude).toBe(45.5046);
  });

  it('holds the demo directory, each plan its own doctors', async () => {
    expect((await doctor('1937878571'))?.lastName).toBe('Okafor');
    expect(await doctor('1793433974')).toBeUndefined();
  });
});
