import { randomBytes } from 'node:crypto';
import { REMEMBER_TOKEN_LIFETIME_MS } from '@portal/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { ownedBy, type MemberKey } from '../db/member-owned';
import { rememberTokens } from '../db/schema';
import type { Clock } from '../lib/clock';
import { hashOpaqueToken } from './member-sessions';

/** Remember tokens let one device skip MFA for one member, until they expire or are voided. */
export function createRememberTokens(db: Database, clock: Clock) {
  return {
    async issue(tx: Database, member: MemberKey): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await tx.insert(rememberTokens).values({
        memberId: member.memberId,
        clientId: member.clientId,
        tokenHash: hashOpaqueToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + REMEMBER_TOKEN_LIFETIME_MS),
      });
      return token;
    },

    /** Valid only for the member it was issued to, in their client. */
    async isValid(member: MemberKey, token: string): Promise<boolean> {
      const [row] = await db
        .select({ id: rememberTokens.id })
        .from(rememberTokens)
        .where(
          and(
            eq(rememberTokens.tokenHash, hashOpaqueToken(token)),
            ownedBy(rememberTokens, member),
            isNull(rememberTokens.revokedAt),
            gt(rememberTokens.expiresAt, clock.now()),
          ),
        );
      return row !== undefined;
    },

    /** A password or MFA reset voids every remembered device. */
    async revokeAll(tx: Database, member: MemberKey): Promise<void> {
      await tx
        .update(rememberTokens)
        .set({ revokedAt: clock.now() })
        .where(and(ownedBy(rememberTokens, member), isNull(rememberTokens.revokedAt)));
    },
  };
}

export type RememberTokens = ReturnType<typeof createRememberTokens>;
