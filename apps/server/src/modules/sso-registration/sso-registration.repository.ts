import type { CommunicationPreferences, PhoneType } from '@portal/contract';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { replaceRegisteredContacts } from '../../db/member-contacts';
import { ownedBy, type MemberKey } from '../../db/member-owned';
import { memberActivities, members, registrations, ssoIdentities } from '../../db/schema';

/** What SSO registration writes: preferences and the contacts the plan and the provider gave. */
export interface SsoAccountRecord {
  readonly memberId: number;
  readonly clientId: number;
  readonly communicationPreferences: CommunicationPreferences;
  readonly smsOptIn: boolean;
  readonly email: { readonly address: string; readonly verified: boolean } | null;
  readonly phones: readonly { type: PhoneType; number: string; primary: boolean; smsCapable: boolean }[];
  readonly now: Date;
}

export function createSsoRegistrationRepository(db: Database) {
  return {
    /** The contacts the member's provider gave at its most recent sign-in. */
    async latestProviderContacts(clientId: number, memberId: number): Promise<{ email: string | null; phone: string | null } | undefined> {
      const [identity] = await db
        .select({ email: ssoIdentities.email, phone: ssoIdentities.phone })
        .from(ssoIdentities)
        .where(and(eq(ssoIdentities.clientId, clientId), eq(ssoIdentities.memberId, memberId)))
        .orderBy(desc(ssoIdentities.lastSignInAt))
        .limit(1);
      return identity;
    },

    /**
     * The SSO registration of one session (its id is the session's), with the channel and the
     * address the code went to. Any other registration of the member still open is closed: one
     * at a time.
     */
    async openRegistration(values: {
      id: string;
      clientId: number;
      memberId: number;
      channel: string;
      destination: string;
      expiresAt: Date;
      now: Date;
    }): Promise<void> {
      const { now, ...row } = values;
      await db.transaction(async (tx) => {
        await tx
          .update(registrations)
          .set({ expiresAt: now })
          .where(
            and(
              ownedBy(registrations, row),
              ne(registrations.id, row.id),
              isNull(registrations.completedAt),
              gt(registrations.expiresAt, now),
            ),
          );
        await tx
          .insert(registrations)
          .values({ ...row, createdAt: now })
          .onConflictDoUpdate({
            target: registrations.id,
            set: { channel: row.channel, destination: row.destination, expiresAt: row.expiresAt, verifiedAt: null },
          });
      });
    },

    async findRegistration(id: string, member: MemberKey) {
      const [registration] = await db
        .select()
        .from(registrations)
        .where(and(eq(registrations.id, id), ownedBy(registrations, member)));
      return registration;
    },

    async markVerified(id: string, now: Date): Promise<void> {
      await db.update(registrations).set({ verifiedAt: now }).where(eq(registrations.id, id));
    },

    /**
     * Registers the member by single sign-on in one transaction: no username or password,
     * preferences, contacts, the activity, and the registration closed. False when the member
     * registered meanwhile.
     */
    async registerBySso(registrationId: string, record: SsoAccountRecord): Promise<boolean> {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(members)
          .set({
            registeredAt: record.now,
            registeredBySso: true,
            communicationPreferences: record.communicationPreferences,
            smsOptIn: record.smsOptIn,
            mfaEnrolled: false,
            mfaType: null,
          })
          .where(and(eq(members.id, record.memberId), eq(members.clientId, record.clientId), isNull(members.registeredAt)))
          .returning({ id: members.id });
        if (claimed.length === 0) return false;
        const owner = { memberId: record.memberId, clientId: record.clientId };
        const verifiedAt = record.email?.verified ? record.now : null;
        await replaceRegisteredContacts(tx, owner, {
          email: record.email ? { address: record.email.address, verifiedAt } : null,
          phones: record.phones,
        });
        await tx.insert(memberActivities).values({ ...owner, activityType: 'SSO_MEMBER_REGISTRATION_INFO', recordedAt: record.now });
        await tx.update(registrations).set({ completedAt: record.now }).where(eq(registrations.id, registrationId));
        return true;
      });
    },
  };
}

export type SsoRegistrationRepository = ReturnType<typeof createSsoRegistrationRepository>;
