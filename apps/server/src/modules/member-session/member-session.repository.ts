import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { members } from '../../db/schema';

export function createMemberSessionRepository(db: Database) {
  // Every sign-in runs it: prepared once per connection.
  const loginCandidate = db
    .select({ id: members.id, passwordHash: members.passwordHash, mfaEnrolled: members.mfaEnrolled, mfaType: members.mfaType })
    .from(members)
    .where(and(eq(members.clientId, sql.placeholder('clientId')), eq(members.usernameKey, sql.placeholder('usernameKey'))))
    .prepare('login_candidate');

  return {
    async findLoginCandidate(clientId: number, usernameKey: string) {
      const [member] = await loginCandidate.execute({ clientId, usernameKey });
      return member;
    },
  };
}

export type MemberSessionRepository = ReturnType<typeof createMemberSessionRepository>;
