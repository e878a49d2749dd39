import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { deviceAuthorizations } from '../../db/schema';

export function createMobileSignInRepository(db: Database) {
  return {
    async create(request: { clientId: number; deviceCodeHash: string; userCodeHash: string; now: Date; expiresAt: Date }): Promise<void> {
      await db.insert(deviceAuthorizations).values({
        clientId: request.clientId,
        deviceCodeHash: request.deviceCodeHash,
        userCodeHash: request.userCodeHash,
        createdAt: request.now,
        expiresAt: request.expiresAt,
      });
    },

    async userCodeInUse(clientId: number, userCodeHash: string, now: Date): Promise<boolean> {
      const [active] = await db
        .select({ id: deviceAuthorizations.id })
        .from(deviceAuthorizations)
        .where(
          and(
            eq(deviceAuthorizations.clientId, clientId),
            eq(deviceAuthorizations.userCodeHash, userCodeHash),
            gt(deviceAuthorizations.expiresAt, now),
          ),
        );
      return active !== undefined;
    },

    /** Approves the waiting request with this code, once: a second approval finds nothing. */
    async approve(clientId: number, userCodeHash: string, memberId: number, now: Date): Promise<boolean> {
      const approved = await db
        .update(deviceAuthorizations)
        .set({ approvedByMemberId: memberId, approvedAt: now })
        .where(
          and(
            eq(deviceAuthorizations.clientId, clientId),
            eq(deviceAuthorizations.userCodeHash, userCodeHash),
            isNull(deviceAuthorizations.approvedAt),
            gt(deviceAuthorizations.expiresAt, now),
          ),
        )
        .returning({ id: deviceAuthorizations.id });
      return approved.length === 1;
    },

    async findByDeviceCode(clientId: number, deviceCodeHash: string) {
      const [request] = await db
        .select()
        .from(deviceAuthorizations)
        .where(and(eq(deviceAuthorizations.clientId, clientId), eq(deviceAuthorizations.deviceCodeHash, deviceCodeHash)));
      return request;
    },

    async recordPoll(id: number, now: Date): Promise<void> {
      await db.update(deviceAuthorizations).set({ lastPolledAt: now }).where(eq(deviceAuthorizations.id, id));
    },

    /** Hands the tokens out once: of simultaneous polls after approval, one gets them. */
    async consume(id: number, now: Date): Promise<boolean> {
      const consumed = await db
        .update(deviceAuthorizations)
        .set({ consumedAt: now })
        .where(and(eq(deviceAuthorizations.id, id), isNull(deviceAuthorizations.consumedAt)))
        .returning({ id: deviceAuthorizations.id });
      return consumed.length === 1;
    },
  };
}

export type MobileSignInRepository = ReturnType<typeof createMobileSignInRepository>;
