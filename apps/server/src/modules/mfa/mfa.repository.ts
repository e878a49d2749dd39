import type { MfaType } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { MemberKey } from '../../db/member-owned';
import { members } from '../../db/schema';

const ownRow = (member: MemberKey) => and(eq(members.id, member.memberId), eq(members.clientId, member.clientId));

export function createMfaRepository(db: Database) {
  return {
    async setPending(member: MemberKey, pendingMfaType: MfaType | null, pendingTotpSecretSealed: string | null): Promise<void> {
      await db.update(members).set({ pendingMfaType, pendingTotpSecretSealed }).where(ownRow(member));
    },

    /** Turns MFA on with the confirmed channel, or off; the pending choice is cleared. */
    async setEnrolment(tx: Database, member: MemberKey, mfaType: MfaType | null, totpSecretSealed: string | null): Promise<void> {
      await tx
        .update(members)
        .set({ mfaEnrolled: mfaType !== null, mfaType, totpSecretSealed, pendingMfaType: null, pendingTotpSecretSealed: null })
        .where(ownRow(member));
    },
  };
}

export type MfaRepository = ReturnType<typeof createMfaRepository>;
