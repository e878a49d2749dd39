import { createHmac, randomInt } from 'node:crypto';
import { formatRecoveryCode, normalizeRecoveryCode, RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT } from '@portal/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ownedBy, type MemberKey } from '../../db/member-owned';
import { memberActivities, recoveryCodes } from '../../db/schema';
import type { Clock } from '../../lib/clock';

/** Recorded in the member's activity when a recovery code opens a session (never the code). */
export const RECOVERY_CODE_USED = 'MFA_RECOVERY_CODE_USED';

function randomRecoveryCode(): string {
  return Array.from({ length: 10 }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]).join('');
}

/**
 * A member's one-time recovery codes (decision 0027). Only a keyed hash is kept, bound to the
 * member: a copy of the database without the data key cannot test guesses offline.
 */
export function createRecoveryCodes(db: Database, key: Buffer, clock: Clock) {
  const hashOf = (member: MemberKey, plain: string): string =>
    createHmac('sha256', key).update(`${member.clientId}:${member.memberId}:${plain}`).digest('hex');

  return {
    /** A new set in place of any old one; answers the codes as the member sees them, this once. */
    async replace(tx: Database, member: MemberKey): Promise<string[]> {
      const plain = Array.from({ length: RECOVERY_CODE_COUNT }, randomRecoveryCode);
      const createdAt = clock.now();
      await tx.delete(recoveryCodes).where(ownedBy(recoveryCodes, member));
      await tx
        .insert(recoveryCodes)
        .values(plain.map((code) => ({ memberId: member.memberId, clientId: member.clientId, codeHash: hashOf(member, code), createdAt })));
      return plain.map(formatRecoveryCode);
    },

    /** With two-step verification off, codes to skip it make no sense. */
    async remove(tx: Database, member: MemberKey): Promise<void> {
      await tx.delete(recoveryCodes).where(ownedBy(recoveryCodes, member));
    },

    async left(member: MemberKey): Promise<number> {
      const [row] = await db
        .select({ left: count() })
        .from(recoveryCodes)
        .where(and(ownedBy(recoveryCodes, member), isNull(recoveryCodes.usedAt)));
      return row?.left ?? 0;
    },

    /**
     * Spends the code if it is one of the member's unused ones, and records that one was used.
     * Of two simultaneous uses of one code only one UPDATE finds it unused.
     */
    async use(member: MemberKey, typed: string): Promise<boolean> {
      const plain = normalizeRecoveryCode(typed);
      if (!plain) return false;
      return db.transaction(async (tx) => {
        const now = clock.now();
        const spent = await tx
          .update(recoveryCodes)
          .set({ usedAt: now })
          .where(and(ownedBy(recoveryCodes, member), eq(recoveryCodes.codeHash, hashOf(member, plain)), isNull(recoveryCodes.usedAt)))
          .returning({ id: recoveryCodes.id });
        if (spent.length === 0) return false;
        await tx
          .insert(memberActivities)
          .values({ memberId: member.memberId, clientId: member.clientId, activityType: RECOVERY_CODE_USED, recordedAt: now });
        return true;
      });
    },
  };
}

export type RecoveryCodes = ReturnType<typeof createRecoveryCodes>;
