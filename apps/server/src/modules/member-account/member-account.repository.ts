import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { members } from '../../db/schema';

export function createMemberAccountRepository(db: Database) {
  return {
    async savePreferredLanguage(memberId: number, clientId: number, languageCd: string): Promise<void> {
      await db
        .update(members)
        .set({ preferredLanguageCd: languageCd })
        .where(and(eq(members.id, memberId), eq(members.clientId, clientId)));
    },
  };
}

export type MemberAccountRepository = ReturnType<typeof createMemberAccountRepository>;
