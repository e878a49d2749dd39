import { z } from 'zod';
import { isCalendarDate } from '../shared/calendar-date';
import { addFeedIssue, rawFeedRowSchema, type FeedRowIssue } from '../shared/feed-row-issue';

/** The shipments file's columns, in order: one line per order the fulfilment house sent. `delivered_date` may be left out. */
export const SHIPMENT_COLUMNS = ['order_id', 'shipper', 'tracking_number', 'shipped_date', 'delivered_date'] as const;
export const SHIPMENT_OPTIONAL_COLUMNS = ['delivered_date'] as const;

export type ShipmentColumn = (typeof SHIPMENT_COLUMNS)[number];
export type RawShipmentRow = Readonly<Record<ShipmentColumn, string>>;

/** Longer than any carrier's name or tracking number; a longer value is a shifted column. */
export const SHIPMENT_TEXT_MAX = 100;

/** One shipments line, checked; blank shipper and tracking number are null (a digital order has none). */
export interface ShipmentRecord {
  readonly orderId: number;
  readonly shipper: string | null;
  readonly trackingNumber: string | null;
  readonly shippedOn: string;
  readonly deliveredOn: string | null;
}

const ORDER_ID = /^[1-9]\d{0,9}$/;

function checkDate(column: 'shipped_date' | 'delivered_date', value: string, today: string): FeedRowIssue | null {
  if (!isCalendarDate(value)) return { column, code: 'INVALID_FORMAT', message: `${column} '${value}' is not a date (YYYY-MM-DD)` };
  if (value > today) return { column, code: 'OUT_OF_RANGE', message: `${column} '${value}' is in the future` };
  return null;
}

function checkText(column: 'shipper' | 'tracking_number', value: string): FeedRowIssue | null {
  if (value.length <= SHIPMENT_TEXT_MAX) return null;
  return { column, code: 'OUT_OF_RANGE', message: `${column} is longer than ${SHIPMENT_TEXT_MAX} characters` };
}

/** Checks one shipments line against the form of each column; `today` is the client's day (nothing ships after it). */
export function checkShipmentRow(
  row: RawShipmentRow,
  today: string,
): { ok: true; record: ShipmentRecord } | { ok: false; issues: FeedRowIssue[] } {
  const issues: FeedRowIssue[] = [];
  const orderId = row.order_id.trim();
  if (orderId === '') issues.push({ column: 'order_id', code: 'REQUIRED', message: 'order_id is required' });
  else if (!ORDER_ID.test(orderId) || Number(orderId) > 2_147_483_647)
    issues.push({ column: 'order_id', code: 'INVALID_FORMAT', message: `order_id '${orderId}' is not an order number` });
  const shipper = row.shipper.trim();
  const trackingNumber = row.tracking_number.trim();
  const shippedOn = row.shipped_date.trim();
  const deliveredOn = row.delivered_date.trim();
  const found = [
    checkText('shipper', shipper),
    checkText('tracking_number', trackingNumber),
    shippedOn === ''
      ? { column: 'shipped_date', code: 'REQUIRED' as const, message: 'shipped_date is required' }
      : checkDate('shipped_date', shippedOn, today),
    deliveredOn === '' ? null : checkDate('delivered_date', deliveredOn, today),
  ];
  issues.push(...found.filter((issue): issue is FeedRowIssue => issue !== null));
  if (issues.length === 0 && deliveredOn !== '' && deliveredOn < shippedOn) {
    issues.push({
      column: 'delivered_date',
      code: 'INCONSISTENT',
      message: `delivered_date '${deliveredOn}' is before shipped_date '${shippedOn}'`,
    });
  }
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    record: {
      orderId: Number(orderId),
      shipper: shipper === '' ? null : shipper,
      trackingNumber: trackingNumber === '' ? null : trackingNumber,
      shippedOn,
      deliveredOn: deliveredOn === '' ? null : deliveredOn,
    },
  };
}

/** The shipments line schema the feed framework reads a file with. */
export function shipmentRowSchema(today: string): z.ZodType<ShipmentRecord, RawShipmentRow> {
  return rawFeedRowSchema(SHIPMENT_COLUMNS).transform((row, context) => {
    const result = checkShipmentRow(row, today);
    if (result.ok) return result.record;
    for (const issue of result.issues) addFeedIssue(context, issue);
    return z.NEVER;
  });
}
