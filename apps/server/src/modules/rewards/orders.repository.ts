import type { ShippingAddress } from '@portal/contract';
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { memberAddresses, memberCoverages, memberEmails, members, rewardOrderLines, rewardOrders } from '../../db/schema';

export type OrderRow = typeof rewardOrders.$inferSelect & { lines: (typeof rewardOrderLines.$inferSelect)[] };

/** What a redemption and the orders calls read of members and their orders, always within one client. */
export function createOrdersRepository(db: Database) {
  async function withLines(orders: (typeof rewardOrders.$inferSelect)[]): Promise<OrderRow[]> {
    if (orders.length === 0) return [];
    const lines = await db
      .select()
      .from(rewardOrderLines)
      .where(
        inArray(
          rewardOrderLines.orderId,
          orders.map((order) => order.id),
        ),
      )
      .orderBy(asc(rewardOrderLines.orderId), asc(rewardOrderLines.lineNumber));
    return orders.map((order) => ({ ...order, lines: lines.filter((line) => line.orderId === order.id) }));
  }

  return {
    /** The ids of the member's dependents (the members whose subscriber they are). */
    async dependentsOf(clientId: number, memberId: number): Promise<number[]> {
      const rows = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.clientId, clientId), eq(members.subscriberId, memberId)));
      return rows.map((row) => row.id);
    },

    /** Whether the coverage is the member's. */
    async isCoverageOf(clientId: number, memberId: number, memberCoverageId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: memberCoverages.id })
        .from(memberCoverages)
        .where(
          and(eq(memberCoverages.id, memberCoverageId), eq(memberCoverages.memberId, memberId), eq(memberCoverages.clientId, clientId)),
        );
      return row !== undefined;
    },

    /** The member's primary e-mail address and whether it is verified. */
    async primaryEmail(clientId: number, memberId: number): Promise<{ address: string; verified: boolean } | undefined> {
      const [row] = await db
        .select({ address: memberEmails.address, verifiedAt: memberEmails.verifiedAt })
        .from(memberEmails)
        .where(and(eq(memberEmails.clientId, clientId), eq(memberEmails.memberId, memberId), eq(memberEmails.kind, 'PRIMARY')));
      return row && { address: row.address, verified: row.verifiedAt !== null };
    },

    /** One of these members' addresses, by its id. */
    async addressOf(clientId: number, addressId: number, memberIds: readonly number[]): Promise<ShippingAddress | undefined> {
      const [row] = await db
        .select({
          name: memberAddresses.name,
          streetAddr1: memberAddresses.streetAddr1,
          streetAddr2: memberAddresses.streetAddr2,
          city: memberAddresses.city,
          state: memberAddresses.state,
          zip: memberAddresses.zip,
        })
        .from(memberAddresses)
        .where(
          and(eq(memberAddresses.id, addressId), eq(memberAddresses.clientId, clientId), inArray(memberAddresses.memberId, [...memberIds])),
        );
      return row;
    },

    /** The member's orders, newest first. */
    async ordersOf(clientId: number, memberId: number): Promise<OrderRow[]> {
      const orders = await db
        .select()
        .from(rewardOrders)
        .where(and(eq(rewardOrders.clientId, clientId), eq(rewardOrders.memberId, memberId)))
        .orderBy(desc(rewardOrders.id));
      return withLines(orders);
    },

    /** One order, when it is the member's own or one they placed for a dependent. */
    async orderFor(clientId: number, orderId: number, memberId: number): Promise<OrderRow | undefined> {
      const orders = await db
        .select()
        .from(rewardOrders)
        .where(
          and(
            eq(rewardOrders.id, orderId),
            eq(rewardOrders.clientId, clientId),
            or(eq(rewardOrders.memberId, memberId), eq(rewardOrders.placedByMemberId, memberId)),
          ),
        );
      return (await withLines(orders))[0];
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
