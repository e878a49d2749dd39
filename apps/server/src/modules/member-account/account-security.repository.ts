import { and, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ownedBy, type MemberKey } from '../../db/member-owned';
import {
  deviceAuthorizations,
  memberAddresses,
  memberEmails,
  memberPhones,
  memberSessions,
  members,
  oneTimeCodes,
  refreshTokens,
} from '../../db/schema';

/** The password, the sessions and the registration of the signed-in member. */
export function createAccountSecurityRepository(db: Database) {
  return {
    async passwordHash(memberId: number, clientId: number): Promise<string | null> {
      const [member] = await db
        .select({ passwordHash: members.passwordHash })
        .from(members)
        .where(and(eq(members.id, memberId), eq(members.clientId, clientId)));
      return member?.passwordHash ?? null;
    },

    async setPassword(tx: Database, member: MemberKey, passwordHash: string, now: Date): Promise<void> {
      await tx
        .update(members)
        .set({ passwordHash, passwordChangedAt: now })
        .where(and(eq(members.id, member.memberId), eq(members.clientId, member.clientId)));
    },

    /** Ends every session of the member but one, with their refresh tokens; answers the ids ended. */
    async revokeOtherSessions(tx: Database, member: MemberKey, keptSessionId: string, reason: string, now: Date): Promise<string[]> {
      const ended = await tx
        .update(memberSessions)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(ownedBy(memberSessions, member), ne(memberSessions.id, keptSessionId), isNull(memberSessions.revokedAt)))
        .returning({ id: memberSessions.id });
      const ids = ended.map((session) => session.id);
      if (ids.length > 0) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(inArray(refreshTokens.sessionId, ids), isNull(refreshTokens.revokedAt)));
      }
      return ids;
    },

    /** A mobile app the member approved but that has not collected its session yet will not get one. */
    async voidPendingDeviceApprovals(tx: Database, member: MemberKey, now: Date): Promise<void> {
      await tx
        .update(deviceAuthorizations)
        .set({ consumedAt: now })
        .where(
          and(
            eq(deviceAuthorizations.approvedByMemberId, member.memberId),
            eq(deviceAuthorizations.clientId, member.clientId),
            isNotNull(deviceAuthorizations.approvedAt),
            isNull(deviceAuthorizations.consumedAt),
          ),
        );
    },

    /** Codes and reset links still waiting for the member stop working. */
    async voidOutstandingCodes(tx: Database, member: MemberKey, now: Date): Promise<void> {
      await tx
        .update(oneTimeCodes)
        .set({ usedAt: now })
        .where(and(ownedBy(oneTimeCodes, member), isNull(oneTimeCodes.usedAt)));
    },

    /**
     * Undoes what registration and the member's own changes wrote: the sign-in, MFA, guardian,
     * preferences and self-reported fields, and the member's e-mails, numbers and addresses.
     * The roster record (and what hangs off it: coverages, acceptances, activities, messages)
     * stays. False when the member had no account.
     */
    async deleteRegistration(tx: Database, memberId: number, clientId: number): Promise<boolean> {
      const cleared = await tx
        .update(members)
        .set({
          username: null,
          usernameKey: null,
          passwordHash: null,
          passwordChangedAt: null,
          registeredAt: null,
          registeredBySso: false,
          mfaEnrolled: false,
          mfaType: null,
          totpSecretSealed: null,
          pendingMfaType: null,
          pendingTotpSecretSealed: null,
          communicationPreferences: null,
          smsOptIn: null,
          guardianFirstName: null,
          guardianLastName: null,
          guardianDob: null,
          race: null,
          ethnography: null,
        })
        .where(and(eq(members.id, memberId), eq(members.clientId, clientId), isNotNull(members.registeredAt)))
        .returning({ id: members.id });
      if (cleared.length === 0) return false;
      const owner = { memberId, clientId };
      await tx.delete(memberEmails).where(ownedBy(memberEmails, owner));
      await tx.delete(memberPhones).where(ownedBy(memberPhones, owner));
      await tx.delete(memberAddresses).where(ownedBy(memberAddresses, owner));
      return true;
    },
  };
}

export type AccountSecurityRepository = ReturnType<typeof createAccountSecurityRepository>;
