import type { CommunicationPreferences } from '@portal/contract';
import type { ContactPhoneRecord, MailingAddress } from '@portal/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ownedBy, type MemberKey } from '../../db/member-owned';
import { memberActivities, memberAddresses, memberEmails, memberPhones, members } from '../../db/schema';

/** The member's contact details to replace; a part left out stays as it is. */
export interface ContactChange {
  readonly phones?: readonly ContactPhoneRecord[];
  /** Normalized (see normalizeEmailAddress). */
  readonly email?: string;
}

/** Every query names the member and the client of the signed-in token, never an id the caller sent. */
export function createMemberAccountRepository(db: Database) {
  const ownMember = (memberId: number, clientId: number) => and(eq(members.id, memberId), eq(members.clientId, clientId));

  return {
    async savePreferredLanguage(memberId: number, clientId: number, languageCd: string): Promise<void> {
      await db.update(members).set({ preferredLanguageCd: languageCd }).where(ownMember(memberId, clientId));
    },

    /** The member's MFA channel and the numbers on file, which text and voice codes go to. */
    async phoneChannel(owner: MemberKey): Promise<{ mfaType: string | null; numbers: string[] }> {
      const [member] = await db
        .select({ mfaEnrolled: members.mfaEnrolled, mfaType: members.mfaType })
        .from(members)
        .where(ownMember(owner.memberId, owner.clientId));
      const phones = await db.select({ number: memberPhones.number }).from(memberPhones).where(ownedBy(memberPhones, owner));
      return { mfaType: member?.mfaEnrolled ? member.mfaType : null, numbers: phones.map((phone) => phone.number) };
    },

    /**
     * Replaces the contact numbers and the primary e-mail address in one transaction. A new
     * address is unverified; the same address keeps its verification.
     */
    async replaceContacts(memberId: number, clientId: number, change: ContactChange): Promise<void> {
      const owner = { memberId, clientId };
      await db.transaction(async (tx) => {
        if (change.phones) {
          await tx.delete(memberPhones).where(ownedBy(memberPhones, owner));
          await tx.insert(memberPhones).values(
            change.phones.map((phone) => ({
              ...owner,
              type: phone.type,
              number: phone.number,
              isPrimary: phone.primary,
              smsCapable: phone.smsCapable,
            })),
          );
        }
        if (change.email !== undefined) {
          await tx
            .insert(memberEmails)
            .values({ ...owner, kind: 'PRIMARY', address: change.email, verifiedAt: null })
            .onConflictDoUpdate({
              target: [memberEmails.memberId, memberEmails.kind],
              set: {
                address: change.email,
                // The address it already had (in any case) keeps its verification.
                verifiedAt: sql`case when lower(${memberEmails.address}) = excluded.address then ${memberEmails.verifiedAt} end`,
              },
            });
        }
      });
    },

    /** The new address becomes the primary one, unverified; other addresses stay. */
    async replacePrimaryAddress(memberId: number, clientId: number, address: MailingAddress): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(memberAddresses).where(and(ownedBy(memberAddresses, { memberId, clientId }), eq(memberAddresses.isPrimary, true)));
        await tx.insert(memberAddresses).values({ memberId, clientId, ...address, isPrimary: true, verified: false });
      });
    },

    /**
     * A delivery destination beside the mailing address. The member's row is locked first, so
     * two added at once still leave at most `keep`: the oldest beyond it goes.
     */
    async addDeliveryDestination(memberId: number, clientId: number, address: MailingAddress & { name: string | null }, keep: number) {
      return db.transaction(async (tx) => {
        await tx.select({ id: members.id }).from(members).where(ownMember(memberId, clientId)).for('update');
        const owned = and(ownedBy(memberAddresses, { memberId, clientId }), eq(memberAddresses.isPrimary, false));
        const existing = await tx.select({ id: memberAddresses.id }).from(memberAddresses).where(owned).orderBy(memberAddresses.id);
        const overflow = existing.slice(0, Math.max(0, existing.length - keep + 1)).map((row) => row.id);
        if (overflow.length > 0) await tx.delete(memberAddresses).where(and(owned, inArray(memberAddresses.id, overflow)));
        const [row] = await tx
          .insert(memberAddresses)
          .values({ memberId, clientId, ...address, isPrimary: false, verified: false })
          .returning();
        return row!;
      });
    },

    async saveEthnography(memberId: number, clientId: number, race: string | null, ethnography: string | null): Promise<void> {
      await db.update(members).set({ race, ethnography }).where(ownMember(memberId, clientId));
    },

    async recordActivity(
      memberId: number,
      clientId: number,
      activityType: string,
      recordedAt: Date,
      activityPayload: { source?: string; contentId?: string } | null,
    ): Promise<void> {
      await db.insert(memberActivities).values({ memberId, clientId, activityType, activityPayload, recordedAt });
    },

    /** The member's latest activity of a type, if any. */
    async latestActivity(memberId: number, clientId: number, activityType: string): Promise<{ id: number; recordedAt: Date } | undefined> {
      const [row] = await db
        .select({ id: memberActivities.id, recordedAt: memberActivities.recordedAt })
        .from(memberActivities)
        .where(and(ownedBy(memberActivities, { memberId, clientId }), eq(memberActivities.activityType, activityType)))
        .orderBy(desc(memberActivities.recordedAt), desc(memberActivities.id))
        .limit(1);
      return row;
    },

    async saveCommunicationPreferences(memberId: number, clientId: number, preferences: CommunicationPreferences): Promise<void> {
      await db
        .update(members)
        .set({ communicationPreferences: preferences, smsOptIn: preferences.sms })
        .where(ownMember(memberId, clientId));
    },
  };
}

export type MemberAccountRepository = ReturnType<typeof createMemberAccountRepository>;
