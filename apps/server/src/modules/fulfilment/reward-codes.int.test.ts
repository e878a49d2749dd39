import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REWARD_CODE_COLUMNS } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewardCodes } from '../../db/schema';
import { coverageOf, type DemoCoverage } from '../../../test/ledger-helpers';
import { orderRow, placeOrder, type OrderLineFixture } from '../../../test/reward-order-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { importFeedFile, type FeedReportRow } from '../../feeds/feed-import';
import type { FeedKind } from '../../feeds/feed-kind';
import type { ClientRecord } from '../../lib/client-record';

const BOTTLE: OrderLineFixture = { type: 'MERCHANDISE', name: 'Water bottle', brand: 'Acme', faceValue: null, deliveryForm: 'PHYSICAL' };
const TWO_CARDS: OrderLineFixture = { quantity: 2 };

let harness: TestApp;
let harbor: ClientRecord;
let feed: FeedKind;
let maria: DemoCoverage;
let mesa: DemoCoverage;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'reward-codes-'));

function writeCsv(name: string, lines: readonly string[], columns: readonly string[] = REWARD_CODE_COLUMNS): string {
  const filePath = path.join(folder, name);
  fs.writeFileSync(filePath, `${[columns.join(','), ...lines].join('\n')}\n`);
  return filePath;
}

async function run(filePath: string) {
  const issues: FeedReportRow[] = [];
  const summary = await importFeedFile(feed, harbor, filePath, { onIssue: (issue) => void issues.push(issue), batchSize: 4 });
  return { summary, issues };
}

const storedCodes = (orderId: number) => harness.database.db.select().from(rewardCodes).where(eq(rewardCodes.orderId, orderId));

beforeAll(async () => {
  harness = await createTestApp();
  harbor = (await harness.services.clients.findClient('HARBOR'))!;
  feed = harness.services.feeds.find('reward-codes')!;
  maria = await coverageOf(harness, 'HHP100001');
  mesa = await coverageOf(harness, 'MV-20001');
});

afterAll(async () => {
  await harness.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('the reward-codes feed', () => {
  it('seals each unit’s code, refuses the lines the orders rule out and moves a fully coded order to EMAILED; imported again, it changes nothing', async () => {
    const pair = await placeOrder(harness, maria, { lines: [TWO_CARDS], state: 'SENT_TO_FULFILMENT' });
    const mixed = await placeOrder(harness, maria, { lines: [{}, BOTTLE] });
    const cancelled = await placeOrder(harness, maria, { state: 'CANCELLED' });
    const otherClient = await placeOrder(harness, mesa);

    const file = writeCsv('codes.csv', [
      `${pair},1,PAIR-CODE-1,1111,2027-12-31`,
      `${pair},1,PAIR-CODE-2,,`,
      `${pair},1,PAIR-CODE-3,,`,
      `${mixed},1,MIXED-CODE-1,,`,
      `${mixed},2,BOTTLE-CODE,,`,
      `${mixed},3,NO-LINE,,`,
      `${cancelled},1,CANCELLED-CODE,,`,
      `${otherClient},1,MESA-CODE,,`,
      `${pair},1,PAIR-CODE-1,1111,2027-12-31`,
      `${pair},x,PAIR-CODE-4,,`,
    ]);
    const first = await run(file);
    expect(first.summary).toMatchObject({ rowsRead: 10, imported: 3, added: 3, unchanged: 0, rejected: 7 });
    expect(first.issues.map(({ row, column, code }) => ({ row, column, code }))).toEqual([
      { row: 4, column: 'code', code: 'OUT_OF_RANGE' },
      { row: 6, column: 'line_number', code: 'NOT_ALLOWED' },
      { row: 7, column: 'line_number', code: 'UNKNOWN_REFERENCE' },
      { row: 8, column: 'order_id', code: 'NOT_ALLOWED' },
      { row: 9, column: 'order_id', code: 'UNKNOWN_REFERENCE' },
      { row: 10, column: '', code: 'DUPLICATE_ROW' },
      { row: 11, column: 'line_number', code: 'INVALID_FORMAT' },
    ]);
    expect(first.issues[0]?.message).toBe(`line 1 of order ${pair} has 2 units, each with its code already`);
    // The report names the line, never the code it brought.
    expect(JSON.stringify(first.issues)).not.toMatch(/CODE-\d|BOTTLE-CODE|MESA-CODE/);

    const stored = await storedCodes(pair);
    expect(stored.map((code) => code.unitNumber).sort()).toEqual([1, 2]);
    for (const code of stored) {
      expect(code.codeSealed).not.toContain('PAIR-CODE');
      expect(code.pinSealed ?? '').not.toContain('1111');
    }
    const opened = stored.map((code) => harness.services.secretBox.open(code.codeSealed)).sort();
    expect(opened).toEqual(['PAIR-CODE-1', 'PAIR-CODE-2']);
    expect(await orderRow(harness, pair)).toMatchObject({ state: 'EMAILED' });
    // An order with physical items moves with its shipment, not its codes.
    expect((await orderRow(harness, mixed)).state).toBe('PLACED');
    expect(await storedCodes(mixed)).toHaveLength(1);

    const second = await run(file);
    expect(second.summary).toMatchObject({ rowsRead: 10, imported: 0, added: 0, unchanged: 3, rejected: 7 });
    expect(await storedCodes(pair)).toEqual(stored);
  });

  it('refuses a fourth code for a line of three units', async () => {
    const three = await placeOrder(harness, maria, { lines: [{ quantity: 3 }] });
    const codes = ['A1', 'A2', 'A3', 'A4'].map((code) => `${three},1,${code}`);
    const result = await run(writeCsv('three.csv', codes, REWARD_CODE_COLUMNS.slice(0, 3)));
    expect(result.summary).toMatchObject({ added: 3, rejected: 1 });
    expect(result.issues).toEqual([
      { row: 5, column: 'code', code: 'OUT_OF_RANGE', message: `line 1 of order ${three} has 3 units, each with its code already` },
    ]);
    expect(await orderRow(harness, three)).toMatchObject({ state: 'EMAILED', sentToFulfilmentAt: harness.clock.now() });
  });

  it('keeps a corrected PIN of a code it has, and lets a delivered order keep its state', async () => {
    const orderId = await placeOrder(harness, maria, { state: 'DELIVERED' });
    await run(writeCsv('pin.csv', [`${orderId},1,CARD-9,1234,`]));
    const corrected = await run(writeCsv('pin2.csv', [`${orderId},1,CARD-9,4321,2028-01-31`]));
    expect(corrected.summary).toMatchObject({ imported: 1, added: 0, unchanged: 0 });
    const [code] = await storedCodes(orderId);
    expect(harness.services.secretBox.open(code!.pinSealed!)).toBe('4321');
    expect(code!.expiresOn).toBe('2028-01-31');
    expect((await orderRow(harness, orderId)).state).toBe('DELIVERED');
  });
});
