import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { members, rewardOrderLines, rewardOrders } from '../../db/schema';
import type { FulfilmentOrder } from './fulfilment-order';

/** An order a shipments line names, locked for the line's transaction. */
export interface ShipmentTarget {
  readonly id: number;
  readonly clientId: number;
  /** The member the order is for. */
  readonly memberId: number;
  readonly state: (typeof rewardOrders.$inferSelect)['state'];
  readonly physical: boolean;
  readonly shipper: string | null;
  readonly trackingNumber: string | null;
  readonly shippedOn: string | null;
  readonly deliveredOn: string | null;
}

export interface ShipmentUpdate {
  readonly id: number;
  readonly state: ShipmentTarget['state'];
  readonly shipper: string | null;
  readonly trackingNumber: string | null;
  readonly shippedOn: string;
  readonly deliveredOn: string | null;
}

export function createFulfilmentRepository(db: Database) {
  return {
    db,

    /**
     * Locks the client's PLACED orders this transaction hands over. Orders another hand-off holds
     * are skipped, not waited for: two exports at once each send different orders, never one twice.
     */
    async lockPlacedOrders(tx: Database, clientId: number): Promise<number[]> {
      const rows = await tx
        .select({ id: rewardOrders.id })
        .from(rewardOrders)
        .where(and(eq(rewardOrders.clientId, clientId), eq(rewardOrders.state, 'PLACED')))
        .orderBy(asc(rewardOrders.id))
        .for('update', { skipLocked: true });
      return rows.map((row) => row.id);
    },

    /** The orders with their member and lines, in order id and line order. */
    async ordersOf(tx: Database, orderIds: readonly number[]): Promise<FulfilmentOrder[]> {
      if (orderIds.length === 0) return [];
      const rows = await tx
        .select({
          orderId: rewardOrders.id,
          placedAt: rewardOrders.placedAt,
          memberNumber: members.clientMemberId,
          firstName: members.firstName,
          lastName: members.lastName,
          emailTo: rewardOrders.emailTo,
          shippingAddress: rewardOrders.shippingAddress,
          line: rewardOrderLines,
        })
        .from(rewardOrders)
        .innerJoin(members, and(eq(members.id, rewardOrders.memberId), eq(members.clientId, rewardOrders.clientId)))
        .innerJoin(rewardOrderLines, eq(rewardOrderLines.orderId, rewardOrders.id))
        .where(inArray(rewardOrders.id, [...orderIds]))
        .orderBy(asc(rewardOrders.id), asc(rewardOrderLines.lineNumber));
      const orders = new Map<number, FulfilmentOrder & { lines: FulfilmentOrder['lines'][number][] }>();
      for (const row of rows) {
        const order = orders.get(row.orderId) ?? {
          orderId: row.orderId,
          placedAt: row.placedAt,
          memberNumber: row.memberNumber,
          memberName: `${row.firstName} ${row.lastName}`,
          emailTo: row.emailTo,
          shippingAddress: row.shippingAddress,
          lines: [],
        };
        order.lines.push({
          lineNumber: row.line.lineNumber,
          incentiveProductVariationId: row.line.incentiveProductVariationId,
          brand: row.line.brand,
          name: row.line.name,
          type: row.line.type,
          deliveryForm: row.line.deliveryForm,
          quantity: row.line.quantity,
          faceValue: row.line.faceValue,
        });
        orders.set(row.orderId, order);
      }
      return [...orders.values()];
    },

    async markSent(tx: Database, orderIds: readonly number[], batch: string, now: Date): Promise<void> {
      await tx
        .update(rewardOrders)
        .set({ state: 'SENT_TO_FULFILMENT', sentToFulfilmentAt: now, fulfilmentBatch: batch })
        .where(and(inArray(rewardOrders.id, [...orderIds]), eq(rewardOrders.state, 'PLACED')));
    },

    /** The clients that have orders waiting to be handed over. */
    async clientsWithPlacedOrders(): Promise<number[]> {
      const rows = await queryRows<{ client_id: number }>(db, sql`select distinct client_id from reward_orders where state = 'PLACED'`);
      return rows.map((row) => row.client_id);
    },

    /**
     * The orders a batch of shipments lines names, whichever client they belong to (the caller
     * refuses another client's), locked in id order so two imports never deadlock.
     */
    async lockShipmentTargets(tx: Database, orderIds: readonly number[]): Promise<Map<number, ShipmentTarget>> {
      const rows = await tx
        .select({
          id: rewardOrders.id,
          clientId: rewardOrders.clientId,
          memberId: rewardOrders.memberId,
          state: rewardOrders.state,
          physical: sql<boolean>`exists (select 1 from reward_order_lines l
            where l.order_id = ${rewardOrders.id} and l.delivery_form = 'PHYSICAL')`,
          shipper: rewardOrders.shipper,
          trackingNumber: rewardOrders.trackingNumber,
          shippedOn: rewardOrders.shippedOn,
          deliveredOn: rewardOrders.deliveredOn,
        })
        .from(rewardOrders)
        .where(inArray(rewardOrders.id, [...orderIds]))
        .orderBy(asc(rewardOrders.id))
        .for('update', { of: rewardOrders });
      return new Map(rows.map((row) => [row.id, row]));
    },

    async saveShipment(tx: Database, update: ShipmentUpdate, now: Date): Promise<void> {
      await tx
        .update(rewardOrders)
        .set({
          state: update.state,
          shipper: update.shipper,
          trackingNumber: update.trackingNumber,
          shippedOn: update.shippedOn,
          deliveredOn: update.deliveredOn,
          // An order the house reports before any export was still handed over, by other means.
          sentToFulfilmentAt: sql`coalesce(${rewardOrders.sentToFulfilmentAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(rewardOrders.id, update.id));
    },
  };
}

export type FulfilmentRepository = ReturnType<typeof createFulfilmentRepository>;
