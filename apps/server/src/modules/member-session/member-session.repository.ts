import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { members, memberSessions, refreshTokens } from '../../db/schema';

export interface NewSession {
  readonly id: string;
  readonly clientId: number;
  readonly memberId: number;
  readonly loginType: string;
  readonly now: Date;
  readonly refreshToken: { readonly hash: string; readonly expiresAt: Date } | null;
}

export function createMemberSessionRepository(db: Database) {
  return {
    async findLoginCandidate(clientId: number, usernameKey: string) {
      const [member] = await db
        .select({ id: members.id, passwordHash: members.passwordHash, mfaEnrolled: members.mfaEnrolled, mfaType: members.mfaType })
        .from(members)
        .where(and(eq(members.clientId, clientId), eq(members.usernameKey, usernameKey)));
      return member;
    },

    /** Opens a session, its first refresh token and the login record together. */
    async openSession(session: NewSession): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(memberSessions).values({
          id: session.id,
          clientId: session.clientId,
          memberId: session.memberId,
          loginType: session.loginType,
          createdAt: session.now,
          lastSeenAt: session.now,
        });
        if (session.refreshToken) {
          await tx
            .insert(refreshTokens)
            .values({ sessionId: session.id, tokenHash: session.refreshToken.hash, expiresAt: session.refreshToken.expiresAt });
        }
        await tx
          .update(members)
          .set({ previousLoginAt: sql`${members.lastLoginAt}`, lastLoginAt: session.now })
          .where(eq(members.id, session.memberId));
      });
    },

    async findSession(id: string) {
      const [session] = await db
        .select({ memberId: memberSessions.memberId, lastSeenAt: memberSessions.lastSeenAt, revokedAt: memberSessions.revokedAt })
        .from(memberSessions)
        .where(eq(memberSessions.id, id));
      return session;
    },

    async touchSession(id: string, now: Date): Promise<void> {
      await db
        .update(memberSessions)
        .set({ lastSeenAt: now })
        .where(and(eq(memberSessions.id, id), isNull(memberSessions.revokedAt)));
    },

    async revokeSession(id: string, reason: string, now: Date): Promise<void> {
      await db
        .update(memberSessions)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(memberSessions.id, id), isNull(memberSessions.revokedAt)));
    },
  };
}

export type MemberSessionRepository = ReturnType<typeof createMemberSessionRepository>;
