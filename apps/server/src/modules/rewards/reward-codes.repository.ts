import { and, asc, count, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { members, rewardCodeResends, rewardCodes, rewardOrderLines, rewardOrders } from '../../db/schema';

/** A stored code with what its line says of the card; code and PIN still sealed. */
export interface SealedRewardCode {
  readonly lineNumber: number;
  readonly unitNumber: number;
  readonly name: string;
  readonly brand: string;
  readonly faceValue: number | null;
  readonly codeSealed: string;
  readonly pinSealed: string | null;
  readonly expiresOn: string | null;
}

/** What showing and resending an order's codes read and write, always within one client. */
export function createRewardCodesReadRepository(db: Database) {
  return {
    db,

    /**
     * The order's id, when the member may see its codes: their own, one they placed, or one of
     * a dependent's (whose rewards the subscriber sees). `lock` holds it for a resend's count.
     */
    async householdOrder(tx: Database, clientId: number, orderId: number, memberId: number, lock = false): Promise<number | undefined> {
      const dependents = tx
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.clientId, clientId), eq(members.subscriberId, memberId)));
      const query = tx
        .select({ id: rewardOrders.id })
        .from(rewardOrders)
        .where(
          and(
            eq(rewardOrders.id, orderId),
            eq(rewardOrders.clientId, clientId),
            or(
              eq(rewardOrders.memberId, memberId),
              eq(rewardOrders.placedByMemberId, memberId),
              inArray(rewardOrders.memberId, dependents),
            ),
          ),
        );
      const [row] = lock ? await query.for('update', { of: rewardOrders }) : await query;
      return row?.id;
    },

    async codesOf(tx: Database, orderId: number): Promise<SealedRewardCode[]> {
      return tx
        .select({
          lineNumber: rewardCodes.lineNumber,
          unitNumber: rewardCodes.unitNumber,
          name: rewardOrderLines.name,
          brand: rewardOrderLines.brand,
          faceValue: rewardOrderLines.faceValue,
          codeSealed: rewardCodes.codeSealed,
          pinSealed: rewardCodes.pinSealed,
          expiresOn: rewardCodes.expiresOn,
        })
        .from(rewardCodes)
        .innerJoin(
          rewardOrderLines,
          and(eq(rewardOrderLines.orderId, rewardCodes.orderId), eq(rewardOrderLines.lineNumber, rewardCodes.lineNumber)),
        )
        .where(eq(rewardCodes.orderId, orderId))
        .orderBy(asc(rewardCodes.lineNumber), asc(rewardCodes.unitNumber));
    },

    /** The first time the codes are shown stays on record. */
    async markRevealed(orderId: number, now: Date): Promise<void> {
      await db
        .update(rewardCodes)
        .set({ revealedAt: now })
        .where(and(eq(rewardCodes.orderId, orderId), isNull(rewardCodes.revealedAt)));
    },

    async resendsSince(tx: Database, orderId: number, since: Date): Promise<number> {
      const [row] = await tx
        .select({ resends: count() })
        .from(rewardCodeResends)
        .where(and(eq(rewardCodeResends.orderId, orderId), gt(rewardCodeResends.sentAt, since)));
      return row?.resends ?? 0;
    },

    async recordResend(tx: Database, resend: { clientId: number; memberId: number; orderId: number }, now: Date): Promise<void> {
      await tx.insert(rewardCodeResends).values({ ...resend, sentAt: now });
    },
  };
}

export type RewardCodesReadRepository = ReturnType<typeof createRewardCodesReadRepository>;
