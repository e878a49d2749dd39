import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { MemberKey } from '../../db/member-owned';
import { members } from '../../db/schema';

export function createRecoveryRepository() {
  return {
    async setPassword(tx: Database, member: MemberKey, passwordHash: string, now: Date): Promise<void> {
      await tx
        .update(members)
        .set({ passwordHash, passwordChangedAt: now })
        .where(and(eq(members.id, member.memberId), eq(members.clientId, member.clientId)));
    },
  };
}

export type RecoveryRepository = ReturnType<typeof createRecoveryRepository>;
