import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { memberEmails, members } from '../../db/schema';

export function createRecoveryRepository(db: Database) {
  return {
    async findRosterMember(clientId: number, clientMemberId: string) {
      const [member] = await db
        .select()
        .from(members)
        .where(and(eq(members.clientId, clientId), eq(members.clientMemberId, clientMemberId)));
      return member;
    },

    async findByUsername(clientId: number, usernameKey: string) {
      const [member] = await db
        .select()
        .from(members)
        .where(and(eq(members.clientId, clientId), eq(members.usernameKey, usernameKey)));
      return member;
    },

    async primaryEmail(memberId: number): Promise<string | null> {
      const [email] = await db
        .select({ address: memberEmails.address })
        .from(memberEmails)
        .where(and(eq(memberEmails.memberId, memberId), eq(memberEmails.kind, 'PRIMARY')));
      return email?.address ?? null;
    },

    async setPassword(tx: Database, memberId: number, passwordHash: string, now: Date): Promise<void> {
      await tx.update(members).set({ passwordHash, passwordChangedAt: now }).where(eq(members.id, memberId));
    },
  };
}

export type RecoveryRepository = ReturnType<typeof createRecoveryRepository>;
