import type { CommunicationPreferences, MfaType, PhoneType } from '@portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { replaceRegisteredContacts } from '../../db/member-contacts';
import { ownedBy, type MemberKey } from '../../db/member-owned';
import { members, registrations } from '../../db/schema';

export interface AccountRecord {
  readonly memberId: number;
  readonly clientId: number;
  readonly username: string;
  readonly usernameKey: string;
  readonly passwordHash: string;
  readonly preferredLanguageCd: string;
  readonly email: string | null;
  readonly phones: readonly { type: PhoneType; number: string; primary: boolean; smsCapable: boolean }[];
  readonly address: { streetAddr1: string; streetAddr2: string | null; city: string; state: string; zip: string } | null;
  readonly communicationPreferences: CommunicationPreferences | null;
  readonly smsOptIn: boolean | null;
  readonly guardian: { firstName: string; lastName: string; dob: string } | null;
  readonly mfa: { type: MfaType; totpSecretSealed: string | null } | null;
  readonly now: Date;
}

/** Postgres' unique-violation code: the username was taken between the check and the insert. */
const UNIQUE_VIOLATION = '23505';

export class UsernameTakenError extends Error {}

export function createRegistrationRepository(db: Database) {
  return {
    async openRegistration(registration: { id: string; clientId: number; memberId: number; expiresAt: Date; now: Date }): Promise<void> {
      await db.insert(registrations).values({ ...registration, createdAt: registration.now });
    },

    async findRegistration(id: string, member: MemberKey) {
      const [registration] = await db
        .select()
        .from(registrations)
        .where(and(eq(registrations.id, id), ownedBy(registrations, member)));
      return registration;
    },

    async chooseChannel(id: string, channel: MfaType, destination: string | null, totpSecretSealed: string | null): Promise<void> {
      await db.update(registrations).set({ channel, destination, totpSecretSealed, verifiedAt: null }).where(eq(registrations.id, id));
    },

    async markVerified(tx: Database, id: string, now: Date): Promise<void> {
      await tx.update(registrations).set({ verifiedAt: now }).where(eq(registrations.id, id));
    },

    /**
     * Writes the account, its contacts and preferences, and closes the registration, in one
     * transaction; false when the member registered meanwhile.
     */
    async createAccount(registrationId: string, record: AccountRecord): Promise<boolean> {
      try {
        return await db.transaction(async (tx) => {
          const claimed = await tx
            .update(members)
            .set({
              username: record.username,
              usernameKey: record.usernameKey,
              passwordHash: record.passwordHash,
              passwordChangedAt: record.now,
              registeredAt: record.now,
              preferredLanguageCd: record.preferredLanguageCd,
              communicationPreferences: record.communicationPreferences,
              smsOptIn: record.smsOptIn,
              guardianFirstName: record.guardian?.firstName ?? null,
              guardianLastName: record.guardian?.lastName ?? null,
              guardianDob: record.guardian?.dob ?? null,
              mfaEnrolled: record.mfa !== null,
              mfaType: record.mfa?.type ?? null,
              totpSecretSealed: record.mfa?.totpSecretSealed ?? null,
            })
            .where(and(eq(members.id, record.memberId), eq(members.clientId, record.clientId), isNull(members.registeredAt)))
            .returning({ id: members.id });
          if (claimed.length === 0) return false;
          const owner = { memberId: record.memberId, clientId: record.clientId };
          await replaceRegisteredContacts(tx, owner, {
            email: record.email ? { address: record.email, verifiedAt: null } : null,
            phones: record.phones,
            address: record.address,
          });
          await tx.update(registrations).set({ completedAt: record.now }).where(eq(registrations.id, registrationId));
          return true;
        });
      } catch (error) {
        if (
          (error as { code?: string }).code === UNIQUE_VIOLATION ||
          (error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION
        ) {
          throw new UsernameTakenError();
        }
        throw error;
      }
    },
  };
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
