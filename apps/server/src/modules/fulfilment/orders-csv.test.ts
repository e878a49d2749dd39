import { describe, expect, it } from 'vitest';
import type { FulfilmentOrder } from './fulfilment-order';
import { csvField, ordersCsv, ORDERS_EXPORT_COLUMNS } from './orders-csv';

describe('a value of the orders export', () => {
  it('is quoted, its quotes doubled, commas and line breaks kept inside the quotes', () => {
    expect(csvField('plain')).toBe('"plain"');
    expect(csvField('say "hi", twice\nplease')).toBe('"say ""hi"", twice\nplease"');
    expect(csvField('')).toBe('""');
  });

  it('that a spreadsheet would run as a formula is shown as text', () => {
    for (const value of ['=1+1', '+1 555', '-2', '@SUM(A1)', '\tx', '\rx']) expect(csvField(value)).toBe(`"'${value}"`);
    expect(csvField('a=b')).toBe('"a=b"');
  });
});

describe('the orders export', () => {
  const order: FulfilmentOrder = {
    orderId: 7,
    placedAt: new Date('2026-03-02T15:00:00Z'),
    memberNumber: 'HHP100001',
    memberName: 'Maria Lopez',
    emailTo: 'maria@example.com',
    shippingAddress: { name: 'M. Lopez', streetAddr1: '1 Main St', streetAddr2: null, city: 'Bath', state: 'ME', zip: '04530' },
    lines: [
      {
        lineNumber: 1,
        incentiveProductVariationId: 31,
        brand: 'Acme',
        name: 'Bottle',
        type: 'MERCHANDISE',
        deliveryForm: 'PHYSICAL',
        quantity: 1,
        faceValue: null,
      },
      {
        lineNumber: 2,
        incentiveProductVariationId: 32,
        brand: 'Bean Co',
        name: 'Card',
        type: 'GIFT_CARD',
        deliveryForm: 'DIGITAL',
        quantity: 2,
        faceValue: 1050,
      },
    ],
  };

  it('has a header, then a record per line: the address for physical items, the e-mail for digital ones', () => {
    const records = ordersCsv([order]).split('\r\n');
    expect(records).toHaveLength(4);
    expect(records[0]).toBe(ORDERS_EXPORT_COLUMNS.map((column) => `"${column}"`).join(','));
    expect(records[1]).toBe(
      '"7","1","2026-03-02T15:00:00.000Z","HHP100001","Maria Lopez","31","Acme","Bottle","MERCHANDISE","PHYSICAL","1","","","M. Lopez","1 Main St","","Bath","ME","04530"',
    );
    expect(records[2]).toBe(
      '"7","2","2026-03-02T15:00:00.000Z","HHP100001","Maria Lopez","32","Bean Co","Card","GIFT_CARD","DIGITAL","2","10.50","maria@example.com","","","","","",""',
    );
    expect(records[3]).toBe('');
  });

  it('carries a reward box as a line of its own type, its code where a brand would be, shipped to the address', () => {
    const box = {
      ...order.lines[0]!,
      incentiveProductVariationId: 7001,
      brand: 'FITNESS-STARTER',
      name: 'Fitness starter box',
      type: 'REWARD_BOX' as const,
    };
    const [, record] = ordersCsv([{ ...order, emailTo: null, lines: [box] }]).split('\r\n');
    expect(record).toBe(
      '"7","1","2026-03-02T15:00:00.000Z","HHP100001","Maria Lopez","7001","FITNESS-STARTER","Fitness starter box","REWARD_BOX","PHYSICAL","1","","","M. Lopez","1 Main St","","Bath","ME","04530"',
    );
  });
});
