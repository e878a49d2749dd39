import type { MfaType } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { members } from '../../db/schema';

export function createMfaRepository(db: Database) {
  return {
    async setPending(memberId: number, pendingMfaType: MfaType | null, pendingTotpSecretSealed: string | null): Promise<void> {
      await db.update(members).set({ pendingMfaType, pendingTotpSecretSealed }).where(eq(members.id, memberId));
    },

    /** Turns MFA on with the confirmed channel, or off; the pending choice is cleared. */
    async setEnrolment(tx: Database, memberId: number, mfaType: MfaType | null, totpSecretSealed: string | null): Promise<void> {
      await tx
        .update(members)
        .set({ mfaEnrolled: mfaType !== null, mfaType, totpSecretSealed, pendingMfaType: null, pendingTotpSecretSealed: null })
        .where(eq(members.id, memberId));
    },
  };
}

export type MfaRepository = ReturnType<typeof createMfaRepository>;
