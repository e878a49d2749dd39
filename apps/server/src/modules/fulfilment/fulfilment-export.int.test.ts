import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { coverageOf, type DemoCoverage } from '../../../test/ledger-helpers';
import { HOME_ADDRESS, orderRow, placeOrder } from '../../../test/reward-order-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testDatabaseKind } from '../../../test/test-database';
import { readCsvRecords } from '../../feeds/csv-records';
import type { ClientRecord } from '../../lib/client-record';
import type { FulfilmentOrder } from './fulfilment-order';
import { fulfilmentCommands } from './fulfilment.commands';
import { ORDERS_EXPORT_COLUMNS } from './orders-csv';

let harness: TestApp;
let harbor: ClientRecord;
let maria: DemoCoverage;
let mesa: DemoCoverage;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fulfilment-'));

beforeAll(async () => {
  harness = await createTestApp();
  harbor = (await harness.services.clients.findClient('HARBOR'))!;
  maria = await coverageOf(harness, 'HHP100001');
  mesa = await coverageOf(harness, 'MV-20001');
});

afterAll(async () => {
  await harness.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

async function csvRecords(file: string): Promise<string[][]> {
  const records: string[][] = [];
  for await (const entry of readCsvRecords(fs.createReadStream(file))) {
    if (entry.kind !== 'record') throw new Error(`line ${entry.line} is not well-formed CSV`);
    records.push(entry.fields);
  }
  return records;
}

const byColumn = (record: readonly string[]) => Object.fromEntries(ORDERS_EXPORT_COLUMNS.map((column, index) => [column, record[index]]));

describe('the orders export', () => {
  it('writes one row per order line of every PLACED order of the client, owner-only, and marks them sent in that batch', async () => {
    const digital = await placeOrder(harness, maria);
    const physical = await placeOrder(harness, maria, {
      lines: [
        {
          type: 'MERCHANDISE',
          name: 'Water bottle',
          brand: 'Acme',
          faceValue: null,
          deliveryForm: 'PHYSICAL',
          quantity: 2,
          unitAmount: 1500,
        },
        { type: 'GIFT_CARD', name: 'Grocery card', brand: 'FreshMart', faceValue: 5000, deliveryForm: 'PHYSICAL', unitAmount: 5000 },
      ],
    });
    const cancelled = await placeOrder(harness, maria, { state: 'CANCELLED' });
    const otherClient = await placeOrder(harness, mesa);

    const file = path.join(folder, 'first.csv');
    const result = await harness.services.fulfilment.exportFile(harbor, file);
    expect(result).toEqual({ orders: 2, batch: 'first.csv' });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const [header, ...rows] = await csvRecords(file);
    expect(header).toEqual([...ORDERS_EXPORT_COLUMNS]);
    expect(rows.map((row) => [row[0], row[1]])).toEqual([
      [String(digital), '1'],
      [String(physical), '1'],
      [String(physical), '2'],
    ]);
    expect(byColumn(rows[0]!)).toMatchObject({
      member_number: 'HHP100001',
      member_name: 'Maria Lopez',
      product_variation_id: '100',
      brand: 'Bean Co',
      item_name: 'Coffee gift card',
      type: 'GIFT_CARD',
      delivery_form: 'DIGITAL',
      quantity: '1',
      face_value_dollars: '25.00',
      email: 'maria@example.com',
      ship_to_street1: '',
    });
    expect(byColumn(rows[1]!)).toMatchObject({
      item_name: 'Water bottle',
      delivery_form: 'PHYSICAL',
      quantity: '2',
      face_value_dollars: '',
      email: '',
      ship_to_name: 'Maria Lopez',
      ship_to_street1: HOME_ADDRESS.streetAddr1,
      ship_to_street2: HOME_ADDRESS.streetAddr2,
      ship_to_city: HOME_ADDRESS.city,
      ship_to_state: HOME_ADDRESS.state,
      ship_to_zip: HOME_ADDRESS.zip,
    });
    expect(byColumn(rows[2]!)).toMatchObject({ face_value_dollars: '50.00' });

    for (const orderId of [digital, physical]) {
      expect(await orderRow(harness, orderId)).toMatchObject({
        state: 'SENT_TO_FULFILMENT',
        fulfilmentBatch: 'first.csv',
        sentToFulfilmentAt: harness.clock.now(),
      });
    }
    expect((await orderRow(harness, cancelled)).state).toBe('CANCELLED');
    expect(await orderRow(harness, otherClient)).toMatchObject({ state: 'PLACED', fulfilmentBatch: null });
  });

  it('sends nothing the second time and writes no file', async () => {
    const file = path.join(folder, 'second.csv');
    expect(await harness.services.fulfilment.exportFile(harbor, file)).toEqual({ orders: 0, batch: null });
    expect(fs.existsSync(file)).toBe(false);
  });

  it('quotes every value and turns a value that would be a spreadsheet formula into text', async () => {
    await placeOrder(harness, maria, {
      lines: [{ name: '=HYPERLINK("http://x","click")', brand: 'Comma, "quoted" & co' }],
      emailTo: '+1@example.com',
    });
    const file = path.join(folder, 'formulas.csv');
    await harness.services.fulfilment.exportFile(harbor, file);
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain(`"'=HYPERLINK(""http://x"",""click"")"`);
    expect(text).toContain(`"Comma, ""quoted"" & co"`);
    expect(text).toContain(`"'+1@example.com"`);
    const [, row] = await csvRecords(file);
    expect(byColumn(row!)).toMatchObject({ item_name: `'=HYPERLINK("http://x","click")`, brand: 'Comma, "quoted" & co' });
  });

  it('never overwrites an existing file, and leaves the orders PLACED when the file cannot be written', async () => {
    const orderId = await placeOrder(harness, maria);
    const file = path.join(folder, 'taken.csv');
    fs.writeFileSync(file, 'not ours');
    await expect(harness.services.fulfilment.exportFile(harbor, file)).rejects.toMatchObject({ code: 'EEXIST' });
    expect(fs.readFileSync(file, 'utf8')).toBe('not ours');
    expect((await orderRow(harness, orderId)).state).toBe('PLACED');
  });

  it('runs as `fulfilment export --client HARBOR --out FILE`', async () => {
    const command = fulfilmentCommands['fulfilment export'];
    const written: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => written.push(String(chunk)) > 0);
    try {
      const file = path.join(folder, 'command.csv');
      expect(await command.run(harness.services, [], { client: 'harbor', out: file })).toBe(0);
      expect(written.join('')).toContain(`1 order written to ${file}`);
      expect((await csvRecords(file)).length).toBe(2);
      expect(await command.run(harness.services, [], { client: 'HARBOR', out: path.join(folder, 'empty.csv') })).toBe(0);
      expect(written.join('')).toContain('No order of HARBOR is waiting');
      await expect(command.run(harness.services, [], { out: file })).rejects.toThrow('needs --client');
      await expect(command.run(harness.services, [], { client: 'HARBOR', out: file })).resolves.toBe(0);
    } finally {
      write.mockRestore();
    }
  });

  it.runIf(testDatabaseKind() === 'postgres')('never sends one order twice when two hand-offs run at once', async () => {
    const orderIds = [await placeOrder(harness, maria), await placeOrder(harness, maria), await placeOrder(harness, maria)];
    let releaseFirst: () => void = () => undefined;
    const firstHolds = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let firstHasThem: () => void = () => undefined;
    const firstLocked = new Promise<void>((resolve) => {
      firstHasThem = resolve;
    });
    const sentBy = { first: [] as number[], second: [] as number[] };
    const provider = (name: 'first' | 'second', hold: boolean) => ({
      async send(orders: readonly FulfilmentOrder[]) {
        sentBy[name].push(...orders.map((order) => order.orderId));
        if (hold) {
          firstHasThem();
          await firstHolds;
        }
        return name;
      },
    });
    const first = harness.services.fulfilment.handOff(maria.clientId, provider('first', true));
    await firstLocked;
    // The first hand-off holds every PLACED order: the second skips them instead of waiting.
    const second = await harness.services.fulfilment.handOff(maria.clientId, provider('second', false));
    releaseFirst();
    expect(second).toEqual({ orders: 0, batch: null });
    expect(await first).toEqual({ orders: 3, batch: 'first' });
    expect(sentBy).toEqual({ first: orderIds, second: [] });

    const more = [await placeOrder(harness, maria), await placeOrder(harness, maria), await placeOrder(harness, maria)];
    const files = [path.join(folder, 'together-1.csv'), path.join(folder, 'together-2.csv')];
    await Promise.all(files.map((file) => harness.services.fulfilment.exportFile(harbor, file)));
    const exported = (await Promise.all(files.filter((file) => fs.existsSync(file)).map(csvRecords))).flatMap((records) =>
      records.slice(1).map((record) => Number(record[0])),
    );
    expect(exported.sort((a, b) => a - b)).toEqual(more);
  });
});
