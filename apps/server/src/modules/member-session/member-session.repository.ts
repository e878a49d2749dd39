import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { members } from '../../db/schema';

export function createMemberSessionRepository(db: Database) {
  return {
    async findLoginCandidate(clientId: number, usernameKey: string) {
      const [member] = await db
        .select({ id: members.id, passwordHash: members.passwordHash, mfaEnrolled: members.mfaEnrolled, mfaType: members.mfaType })
        .from(members)
        .where(and(eq(members.clientId, clientId), eq(members.usernameKey, usernameKey)));
      return member;
    },
  };
}

export type MemberSessionRepository = ReturnType<typeof createMemberSessionRepository>;
