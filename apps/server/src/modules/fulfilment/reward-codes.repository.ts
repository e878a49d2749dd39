import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rewardCodes, rewardOrderLines, rewardOrders } from '../../db/schema';

/** An order a reward-codes line names, locked for the batch, with its lines and the codes it has. */
export interface CodeTarget {
  readonly id: number;
  readonly clientId: number;
  readonly memberId: number;
  readonly state: (typeof rewardOrders.$inferSelect)['state'];
  readonly lines: ReadonlyMap<number, { readonly deliveryForm: string; readonly quantity: number }>;
  /** The codes each line holds, by line number, in unit order. */
  readonly codes: Map<number, StoredCode[]>;
}

export interface StoredCode {
  readonly id: number;
  readonly unitNumber: number;
  readonly codeDigest: string;
  pinSealed: string | null;
  expiresOn: string | null;
}

export interface NewRewardCode {
  readonly clientId: number;
  readonly memberId: number;
  readonly orderId: number;
  readonly lineNumber: number;
  readonly unitNumber: number;
  readonly codeSealed: string;
  readonly codeDigest: string;
  readonly pinSealed: string | null;
  readonly expiresOn: string | null;
}

/** What the reward-codes feed reads and writes: orders, their lines and the codes of their digital units. */
export function createRewardCodesRepository(db: Database) {
  return {
    db,

    /** The orders a batch names, whichever client they belong to (the caller refuses another client's), locked in id order. */
    async lockCodeTargets(tx: Database, orderIds: readonly number[]): Promise<Map<number, CodeTarget>> {
      const orders = await tx
        .select({ id: rewardOrders.id, clientId: rewardOrders.clientId, memberId: rewardOrders.memberId, state: rewardOrders.state })
        .from(rewardOrders)
        .where(inArray(rewardOrders.id, [...orderIds]))
        .orderBy(asc(rewardOrders.id))
        .for('update', { of: rewardOrders });
      const ids = orders.map((order) => order.id);
      if (ids.length === 0) return new Map();
      const [lines, codes] = await Promise.all([
        tx
          .select({
            orderId: rewardOrderLines.orderId,
            lineNumber: rewardOrderLines.lineNumber,
            deliveryForm: rewardOrderLines.deliveryForm,
            quantity: rewardOrderLines.quantity,
          })
          .from(rewardOrderLines)
          .where(inArray(rewardOrderLines.orderId, ids)),
        tx
          .select({
            id: rewardCodes.id,
            orderId: rewardCodes.orderId,
            lineNumber: rewardCodes.lineNumber,
            unitNumber: rewardCodes.unitNumber,
            codeDigest: rewardCodes.codeDigest,
            pinSealed: rewardCodes.pinSealed,
            expiresOn: rewardCodes.expiresOn,
          })
          .from(rewardCodes)
          .where(inArray(rewardCodes.orderId, ids))
          .orderBy(asc(rewardCodes.orderId), asc(rewardCodes.lineNumber), asc(rewardCodes.unitNumber)),
      ]);
      return new Map(
        orders.map((order) => {
          const byLine = new Map<number, StoredCode[]>();
          for (const { orderId, lineNumber, ...code } of codes) {
            if (orderId === order.id) byLine.set(lineNumber, [...(byLine.get(lineNumber) ?? []), code]);
          }
          const orderLines = lines.filter((line) => line.orderId === order.id).map((line) => [line.lineNumber, line] as const);
          return [order.id, { ...order, lines: new Map(orderLines), codes: byLine }];
        }),
      );
    },

    async insertCode(tx: Database, code: NewRewardCode, now: Date): Promise<number> {
      const [row] = await tx
        .insert(rewardCodes)
        .values({ ...code, receivedAt: now })
        .returning({ id: rewardCodes.id });
      return row!.id;
    },

    /** A corrected PIN or expiry of a code the house sent before. */
    async correctCode(tx: Database, id: number, pinSealed: string | null, expiresOn: string | null): Promise<void> {
      await tx.update(rewardCodes).set({ pinSealed, expiresOn }).where(eq(rewardCodes.id, id));
    },

    /** Moves an order to EMAILED; one the house had before any export was still handed over, by other means. */
    async markEmailed(tx: Database, orderId: number, now: Date): Promise<void> {
      await tx
        .update(rewardOrders)
        .set({
          state: 'EMAILED',
          sentToFulfilmentAt: sql`coalesce(${rewardOrders.sentToFulfilmentAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(and(eq(rewardOrders.id, orderId), inArray(rewardOrders.state, ['PLACED', 'SENT_TO_FULFILMENT'])));
    },
  };
}

export type RewardCodesRepository = ReturnType<typeof createRewardCodesRepository>;
