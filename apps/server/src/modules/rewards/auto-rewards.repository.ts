import { and, count, desc, eq, inArray, isNull, like } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { autoRewardPreferences, memberCoverages, rewardOrders } from '../../db/schema';

export type PreferenceRow = typeof autoRewardPreferences.$inferSelect;
export type NewPreference = Omit<typeof autoRewardPreferences.$inferInsert, 'id' | 'activatedAt' | 'deactivatedAt'>;

/** The idempotency keys of the orders one preference placed: `auto:<preferenceId>:<n>`, n from 1. */
export const autoOrderKey = (preferenceId: number, n: number): string => `auto:${preferenceId}:${n}`;

/** The automatic reward preferences and the orders they placed, always within one client. */
export function createAutoRewardsRepository(db: Database) {
  return {
    /**
     * Makes this the coverage's one active choice: the one before is turned off in the same
     * transaction, with the coverage locked, so two set-ups at once leave exactly one active.
     */
    async replace(preference: NewPreference, now: Date): Promise<PreferenceRow> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: memberCoverages.id })
          .from(memberCoverages)
          .where(and(eq(memberCoverages.id, preference.memberCoverageId), eq(memberCoverages.clientId, preference.clientId)))
          .for('update');
        await tx
          .update(autoRewardPreferences)
          .set({ deactivatedAt: now })
          .where(
            and(
              eq(autoRewardPreferences.clientId, preference.clientId),
              eq(autoRewardPreferences.memberCoverageId, preference.memberCoverageId),
              isNull(autoRewardPreferences.deactivatedAt),
            ),
          );
        const [row] = await tx
          .insert(autoRewardPreferences)
          .values({ ...preference, activatedAt: now })
          .returning();
        if (!row) throw new Error('the preference was not written');
        return row;
      });
    },

    async byId(clientId: number, id: number): Promise<PreferenceRow | undefined> {
      const [row] = await db
        .select()
        .from(autoRewardPreferences)
        .where(and(eq(autoRewardPreferences.id, id), eq(autoRewardPreferences.clientId, clientId)));
      return row;
    },

    /** Turns the preference off; one already off keeps the moment it was turned off. */
    async deactivate(clientId: number, id: number, now: Date): Promise<PreferenceRow | undefined> {
      const [row] = await db
        .update(autoRewardPreferences)
        .set({ deactivatedAt: now })
        .where(
          and(eq(autoRewardPreferences.id, id), eq(autoRewardPreferences.clientId, clientId), isNull(autoRewardPreferences.deactivatedAt)),
        )
        .returning();
      return row ?? this.byId(clientId, id);
    },

    /** The active choices of these members' coverages, the latest first. */
    async activeOf(clientId: number, memberIds: readonly number[]): Promise<PreferenceRow[]> {
      if (memberIds.length === 0) return [];
      return db
        .select()
        .from(autoRewardPreferences)
        .where(
          and(
            eq(autoRewardPreferences.clientId, clientId),
            inArray(autoRewardPreferences.memberId, [...memberIds]),
            isNull(autoRewardPreferences.deactivatedAt),
          ),
        )
        .orderBy(desc(autoRewardPreferences.activatedAt));
    },

    /** The active choice of one coverage. */
    async activeOfCoverage(clientId: number, memberCoverageId: number): Promise<PreferenceRow | undefined> {
      const [row] = await db
        .select()
        .from(autoRewardPreferences)
        .where(
          and(
            eq(autoRewardPreferences.clientId, clientId),
            eq(autoRewardPreferences.memberCoverageId, memberCoverageId),
            isNull(autoRewardPreferences.deactivatedAt),
          ),
        );
      return row;
    },

    /** Every active choice of every client (the settling job's round). */
    async allActive(): Promise<PreferenceRow[]> {
      return db.select().from(autoRewardPreferences).where(isNull(autoRewardPreferences.deactivatedAt)).orderBy(autoRewardPreferences.id);
    },

    /** How many orders the preference has placed so far, cancelled ones included. */
    async ordersPlaced(preference: PreferenceRow): Promise<number> {
      const [row] = await db
        .select({ placed: count() })
        .from(rewardOrders)
        .where(
          and(
            eq(rewardOrders.clientId, preference.clientId),
            eq(rewardOrders.placedByMemberId, preference.placedByMemberId),
            like(rewardOrders.idempotencyKey, `auto:${preference.id}:%`),
          ),
        );
      return row?.placed ?? 0;
    },
  };
}
export type AutoRewardsRepository = ReturnType<typeof createAutoRewardsRepository>;
