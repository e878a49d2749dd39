import {
  orderStepsTo,
  shipmentRowSchema,
  shipmentStateOf,
  SHIPMENT_COLUMNS,
  SHIPMENT_OPTIONAL_COLUMNS,
  todayIn,
  type FeedRowIssue,
  type ShipmentRecord,
} from '@portal/domain';
import type { Database } from '../../db/database';
import type { FeedKind } from '../../feeds/feed-kind';
import type { Clock } from '../../lib/clock';
import { refusedLine, type RefusedLine } from './refused-line';
import type { FulfilmentRepository, ShipmentTarget, ShipmentUpdate } from './fulfilment.repository';

type Verdict =
  | RefusedLine
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'saved'; readonly update: ShipmentUpdate; readonly moved: boolean; readonly shipped: boolean };

/**
 * Who hears that an order shipped (the member's inbox): told inside the line's transaction, so a
 * file imported again, which finds the order shipped already, tells no one twice.
 */
export interface ShipmentNotices {
  orderShipped(tx: Database, order: { readonly clientId: number; readonly memberId: number; readonly orderId: number }): Promise<unknown>;
  /** Sends what the notices queued, once their transaction has committed. */
  sendNotices(): void;
}

const refused = refusedLine;

const sameShipment = (order: ShipmentTarget, row: ShipmentRecord): boolean =>
  order.shipper === row.shipper && order.trackingNumber === row.trackingNumber && order.shippedOn === row.shippedOn;

/** What one shipments line does to the order it names. */
export function shipmentVerdict(clientId: number, abbreviation: string, order: ShipmentTarget | undefined, row: ShipmentRecord): Verdict {
  if (!order || order.clientId !== clientId) {
    return refused('order_id', 'UNKNOWN_REFERENCE', `order ${row.orderId} is not an order of ${abbreviation}`);
  }
  if (order.state === 'CANCELLED') return refused('order_id', 'NOT_ALLOWED', `order ${row.orderId} was cancelled: it must not ship`);
  if (order.physical && row.trackingNumber === null) {
    return refused('tracking_number', 'REQUIRED', `order ${row.orderId} holds physical items: its tracking number is required`);
  }
  if (order.physical && row.shipper === null) {
    return refused('shipper', 'REQUIRED', `order ${row.orderId} holds physical items: its shipper is required`);
  }
  const target = shipmentStateOf({ physical: order.physical, delivered: row.deliveredOn !== null });
  const steps = orderStepsTo(order.state, target);
  if (steps === null) {
    // An order already further on (delivered before this file said shipped) is as the line says, if the shipment is the same.
    const alreadyPast = orderStepsTo(target, order.state) !== null;
    if (alreadyPast && sameShipment(order, row)) return { kind: 'unchanged' };
    return refused('order_id', 'INCONSISTENT', `order ${row.orderId} is already ${order.state}`);
  }
  if (steps.length === 0 && sameShipment(order, row) && order.deliveredOn === row.deliveredOn) return { kind: 'unchanged' };
  const update = { id: order.id, state: target, ...row };
  // A physical order passes through SHIPPED, whether the line says shipped or already delivered.
  return { kind: 'saved', update, moved: steps.length > 0, shipped: steps.includes('SHIPPED') };
}

/**
 * The fulfilment house's shipments file as a plan-data feed: a line says an order shipped (or
 * was e-mailed, or delivered), moving it on through the allowed steps and keeping its shipper,
 * tracking number and dates; a line that finds the order as it says changes nothing. Every batch
 * locks its orders and writes them one by one, on PGlite and PostgreSQL alike: a shipments file is
 * as small as a day's orders, so it needs no whole-file path.
 */
export function createShipmentsFeed(repository: FulfilmentRepository, clock: Clock, notices: ShipmentNotices): FeedKind<ShipmentRecord> {
  return {
    name: 'shipments',
    description: 'shipments: one line per order the fulfilment house shipped, e-mailed or delivered',
    columns: SHIPMENT_COLUMNS,
    optionalColumns: SHIPMENT_OPTIONAL_COLUMNS,
    async open(client) {
      const clientId = client.configuration.id;
      const abbreviation = client.configuration.abbreviation;
      return {
        schema: shipmentRowSchema(todayIn(clock.now(), client.timeZone)),
        rowKey: (row) => String(row.orderId),
        rowKeyDescription: 'the same order_id',
        async saveBatch(rows) {
          const saved = await repository.db.transaction(async (tx) => {
            const orders = await repository.lockShipmentTargets(tx, [...new Set(rows.map((row) => row.orderId))]);
            const now = clock.now();
            let added = 0;
            let unchanged = 0;
            const refusals: { index: number; issues: readonly FeedRowIssue[] }[] = [];
            for (const [index, row] of rows.entries()) {
              const verdict = shipmentVerdict(clientId, abbreviation, orders.get(row.orderId), row);
              if (verdict.kind === 'refused') refusals.push({ index, issues: verdict.issues });
              else if (verdict.kind === 'unchanged') unchanged += 1;
              else {
                await repository.saveShipment(tx, verdict.update, now);
                if (verdict.moved) added += 1;
                const order = orders.get(row.orderId)!;
                if (verdict.shipped) await notices.orderShipped(tx, { clientId, memberId: order.memberId, orderId: order.id });
              }
            }
            return { added, unchanged, refused: refusals };
          });
          notices.sendNotices();
          return saved;
        },
        async finish() {},
      };
    },
  };
}
