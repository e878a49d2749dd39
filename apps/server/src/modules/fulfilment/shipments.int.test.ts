import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHIPMENT_COLUMNS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverageOf, type DemoCoverage } from '../../../test/ledger-helpers';
import { orderRow, placeOrder, type OrderLineFixture } from '../../../test/reward-order-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { importFeedFile, type FeedReportRow } from '../../feeds/feed-import';
import type { FeedKind } from '../../feeds/feed-kind';
import type { ClientRecord } from '../../lib/client-record';
import { describeSummary } from '../feeds/feeds.commands';

const BOTTLE: OrderLineFixture = { type: 'MERCHANDISE', name: 'Water bottle', brand: 'Acme', faceValue: null, deliveryForm: 'PHYSICAL' };

let harness: TestApp;
let harbor: ClientRecord;
let shipments: FeedKind;
let maria: DemoCoverage;
let mesa: DemoCoverage;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shipments-'));

function writeCsv(name: string, lines: readonly string[], columns: readonly string[] = SHIPMENT_COLUMNS): string {
  const filePath = path.join(folder, name);
  fs.writeFileSync(filePath, `${[columns.join(','), ...lines].join('\n')}\n`);
  return filePath;
}

async function run(filePath: string) {
  const issues: FeedReportRow[] = [];
  const summary = await importFeedFile(shipments, harbor, filePath, { onIssue: (issue) => void issues.push(issue), batchSize: 3 });
  return { summary, issues };
}

beforeAll(async () => {
  harness = await createTestApp();
  harbor = (await harness.services.clients.findClient('HARBOR'))!;
  shipments = harness.services.feeds.find('shipments')!;
  maria = await coverageOf(harness, 'HHP100001');
  mesa = await coverageOf(harness, 'MV-20001');
});

afterAll(async () => {
  await harness.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('the shipments feed', () => {
  it('moves the orders it names on, refuses the bad lines and imports the others; imported again, it changes nothing', async () => {
    const sent = await placeOrder(harness, maria, { lines: [BOTTLE] });
    await harness.services.fulfilment.exportFile(harbor, path.join(folder, 'export.csv'));
    const digital = await placeOrder(harness, maria);
    const neverExported = await placeOrder(harness, maria, { lines: [BOTTLE] });
    const cancelled = await placeOrder(harness, maria, { lines: [BOTTLE], state: 'CANCELLED' });
    const otherClient = await placeOrder(harness, mesa, { lines: [BOTTLE] });
    const noTracking = await placeOrder(harness, maria, { lines: [BOTTLE] });
    const badDate = await placeOrder(harness, maria, { lines: [BOTTLE] });

    const file = writeCsv('shipments.csv', [
      `${sent},UPS,1Z999AA10123456784,2026-02-27,`,
      `${digital},,,2026-02-26,2026-02-26`,
      `${neverExported},USPS,9400100000000000000000,2026-03-01,2026-03-02`,
      `${cancelled},UPS,1Z1,2026-02-27,`,
      `${otherClient},UPS,1Z2,2026-02-27,`,
      `99999,UPS,1Z3,2026-02-27,`,
      `${noTracking},UPS,,2026-02-27,`,
      `${badDate},UPS,1Z4,2026-03-03,`,
      `${sent},UPS,1Z5,2026-02-27,`,
    ]);
    const first = await run(file);
    expect(first.summary).toMatchObject({ rowsRead: 9, imported: 3, added: 3, unchanged: 0, rejected: 6 });
    expect(first.issues.map(({ row, column, code }) => ({ row, column, code }))).toEqual([
      { row: 5, column: 'order_id', code: 'NOT_ALLOWED' },
      { row: 6, column: 'order_id', code: 'UNKNOWN_REFERENCE' },
      { row: 7, column: 'order_id', code: 'UNKNOWN_REFERENCE' },
      { row: 8, column: 'tracking_number', code: 'REQUIRED' },
      { row: 9, column: 'shipped_date', code: 'OUT_OF_RANGE' },
      { row: 10, column: '', code: 'DUPLICATE_ROW' },
    ]);
    expect(first.issues[1]?.message).toBe(`order ${otherClient} is not an order of HARBOR`);

    expect(await orderRow(harness, sent)).toMatchObject({
      state: 'SHIPPED',
      shipper: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      shippedOn: '2026-02-27',
      deliveredOn: null,
      fulfilmentBatch: 'export.csv',
    });
    expect(await orderRow(harness, digital)).toMatchObject({
      state: 'DELIVERED',
      shipper: null,
      trackingNumber: null,
      deliveredOn: '2026-02-26',
    });
    expect(await orderRow(harness, neverExported)).toMatchObject({
      state: 'DELIVERED',
      shippedOn: '2026-03-01',
      sentToFulfilmentAt: harness.clock.now(),
    });
    expect((await orderRow(harness, cancelled)).state).toBe('CANCELLED');
    expect((await orderRow(harness, otherClient)).state).toBe('PLACED');
    expect((await orderRow(harness, noTracking)).state).toBe('PLACED');
    expect((await orderRow(harness, badDate)).state).toBe('PLACED');

    const before = await Promise.all([sent, digital, neverExported].map((orderId) => orderRow(harness, orderId)));
    const second = await run(file);
    expect(second.summary).toMatchObject({ rowsRead: 9, imported: 0, added: 0, unchanged: 3, rejected: 6 });
    expect(describeSummary(second.summary)).toContain('Nothing changed');
    expect(await Promise.all([sent, digital, neverExported].map((orderId) => orderRow(harness, orderId)))).toEqual(before);
  });

  it('takes a file without the delivered_date column, then the delivery of an order it shipped', async () => {
    const orderId = await placeOrder(harness, maria, { lines: [BOTTLE] });
    const shipped = writeCsv('shipped.csv', [`${orderId},FedEx,7712,2026-02-20`], SHIPMENT_COLUMNS.slice(0, 4));
    expect((await run(shipped)).summary).toMatchObject({ imported: 1, rejected: 0 });
    expect((await orderRow(harness, orderId)).state).toBe('SHIPPED');

    const delivered = writeCsv('delivered.csv', [`${orderId},FedEx,7712,2026-02-20,2026-02-24`]);
    expect((await run(delivered)).summary).toMatchObject({ imported: 1, added: 1, rejected: 0 });
    expect(await orderRow(harness, orderId)).toMatchObject({ state: 'DELIVERED', deliveredOn: '2026-02-24' });

    // The earlier file again finds the order further on, with the same shipment: nothing to do.
    expect((await run(shipped)).summary).toMatchObject({ imported: 0, unchanged: 1, rejected: 0 });
    const changed = writeCsv('changed.csv', [`${orderId},UPS,1Z9,2026-02-21`], SHIPMENT_COLUMNS.slice(0, 4));
    const refused = await run(changed);
    expect(refused.issues).toEqual([
      { row: 2, column: 'order_id', code: 'INCONSISTENT', message: `order ${orderId} is already DELIVERED` },
    ]);
    expect(await orderRow(harness, orderId)).toMatchObject({ shipper: 'FedEx', trackingNumber: '7712' });
  });

  it('keeps a corrected tracking number of an order still on its way', async () => {
    const orderId = await placeOrder(harness, maria, { lines: [BOTTLE] });
    await run(writeCsv('wrong.csv', [`${orderId},UPS,1Z-WRONG,2026-02-20,`]));
    const corrected = await run(writeCsv('corrected.csv', [`${orderId},UPS,1Z-RIGHT,2026-02-20,`]));
    expect(corrected.summary).toMatchObject({ imported: 1, added: 0, unchanged: 0 });
    expect(await orderRow(harness, orderId)).toMatchObject({ state: 'SHIPPED', trackingNumber: '1Z-RIGHT' });
  });
});
