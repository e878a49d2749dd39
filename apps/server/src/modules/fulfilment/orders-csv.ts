import type { FulfilmentLine, FulfilmentOrder } from './fulfilment-order';

/** The export file's columns: one line per order line, the member's details repeated on each. */
export const ORDERS_EXPORT_COLUMNS = [
  'order_id',
  'line_number',
  'placed_at',
  'member_number',
  'member_name',
  'product_variation_id',
  'brand',
  'item_name',
  'type',
  'delivery_form',
  'quantity',
  'face_value_dollars',
  'email',
  'ship_to_name',
  'ship_to_street1',
  'ship_to_street2',
  'ship_to_city',
  'ship_to_state',
  'ship_to_zip',
] as const;

/**
 * A value as a spreadsheet may safely open it: a leading = + - @ (or tab, carriage return) would
 * make it a formula, so it gets a leading apostrophe; then it is quoted, its quotes doubled.
 */
export function csvField(value: string): string {
  const neutral = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${neutral.replaceAll('"', '""')}"`;
}

const dollars = (cents: number | null): string => (cents === null ? '' : (cents / 100).toFixed(2));

function lineFields(order: FulfilmentOrder, line: FulfilmentLine): string[] {
  const physical = line.deliveryForm === 'PHYSICAL';
  const address = physical ? order.shippingAddress : null;
  return [
    String(order.orderId),
    String(line.lineNumber),
    order.placedAt.toISOString(),
    order.memberNumber,
    order.memberName,
    String(line.incentiveProductVariationId),
    line.brand,
    line.name,
    line.type,
    line.deliveryForm,
    String(line.quantity),
    dollars(line.faceValue),
    physical ? '' : (order.emailTo ?? ''),
    address ? (address.name ?? order.memberName) : '',
    address?.streetAddr1 ?? '',
    address?.streetAddr2 ?? '',
    address?.city ?? '',
    address?.state ?? '',
    address?.zip ?? '',
  ];
}

/** The orders as the export file: a header, then every line of every order, CRLF between records. */
export function ordersCsv(orders: readonly FulfilmentOrder[]): string {
  const records = [
    ORDERS_EXPORT_COLUMNS.map(csvField),
    ...orders.flatMap((order) => order.lines.map((line) => lineFields(order, line).map(csvField))),
  ];
  return records.map((fields) => `${fields.join(',')}\r\n`).join('');
}
