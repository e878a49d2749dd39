import { describe, expect, it } from 'vitest';
import { checkShipmentRow, shipmentRowSchema, type RawShipmentRow } from './shipment-row';

const TODAY = '2026-11-24';
const row = (overrides: Partial<RawShipmentRow> = {}): RawShipmentRow => ({
  order_id: '17',
  shipper: 'UPS',
  tracking_number: '1Z999',
  shipped_date: '2026-11-20',
  delivered_date: '',
  ...overrides,
});

describe('a shipments line', () => {
  it('reads a good line, blank values as null', () => {
    expect(checkShipmentRow(row({ shipper: ' ', tracking_number: '' }), TODAY)).toEqual({
      ok: true,
      record: { orderId: 17, shipper: null, trackingNumber: null, shippedOn: '2026-11-20', deliveredOn: null },
    });
    expect(checkShipmentRow(row({ delivered_date: '2026-11-24' }), TODAY)).toMatchObject({
      ok: true,
      record: { deliveredOn: '2026-11-24' },
    });
  });

  it('refuses an order id that is not a whole positive number', () => {
    for (const orderId of ['', 'abc', '0', '-3', '1.5', '99999999999']) {
      const result = checkShipmentRow(row({ order_id: orderId }), TODAY);
      expect(result.ok ? [] : result.issues.map((issue) => issue.column)).toEqual(['order_id']);
    }
  });

  it('refuses a date that is not a date, or is in the future', () => {
    expect(checkShipmentRow(row({ shipped_date: '2026-02-30' }), TODAY)).toMatchObject({
      ok: false,
      issues: [{ column: 'shipped_date', code: 'INVALID_FORMAT' }],
    });
    expect(checkShipmentRow(row({ shipped_date: '' }), TODAY)).toMatchObject({ ok: false, issues: [{ code: 'REQUIRED' }] });
    expect(checkShipmentRow(row({ shipped_date: '2026-11-25' }), TODAY)).toMatchObject({
      ok: false,
      issues: [{ column: 'shipped_date', code: 'OUT_OF_RANGE' }],
    });
    expect(checkShipmentRow(row({ delivered_date: '2026-11-25' }), TODAY)).toMatchObject({
      ok: false,
      issues: [{ column: 'delivered_date', code: 'OUT_OF_RANGE' }],
    });
  });

  it('refuses a delivery before the shipment, and an overlong tracking number', () => {
    expect(checkShipmentRow(row({ delivered_date: '2026-11-19' }), TODAY)).toMatchObject({
      ok: false,
      issues: [{ column: 'delivered_date', code: 'INCONSISTENT' }],
    });
    expect(checkShipmentRow(row({ tracking_number: 'X'.repeat(101) }), TODAY)).toMatchObject({
      ok: false,
      issues: [{ column: 'tracking_number' }],
    });
  });

  it('gives the feed framework the same refusals through its schema', () => {
    const parsed = shipmentRowSchema(TODAY).safeParse(row({ shipped_date: 'soon' }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['shipped_date']);
  });
});
