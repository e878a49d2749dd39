import type { PhoneType } from '@portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { memberAddresses, memberEmails, memberPhones, members } from '../../db/schema';

export interface RegistrationRecord {
  readonly memberId: number;
  readonly clientId: number;
  readonly username: string;
  readonly usernameKey: string;
  readonly passwordHash: string;
  readonly preferredLanguageCd: string;
  readonly email: string | null;
  readonly phones: readonly { type: PhoneType; number: string; primary: boolean; smsCapable: boolean }[];
  readonly address: { streetAddr1: string; streetAddr2: string | null; city: string; state: string; zip: string } | null;
  readonly now: Date;
}

export function createRegistrationRepository(db: Database) {
  return {
    async findRosterMember(clientId: number, clientMemberId: string) {
      const [member] = await db
        .select()
        .from(members)
        .where(and(eq(members.clientId, clientId), eq(members.clientMemberId, clientMemberId)));
      return member;
    },

    /** Writes the account and its contacts; false when the member registered meanwhile. */
    async saveRegistration(record: RegistrationRecord): Promise<boolean> {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(members)
          .set({
            username: record.username,
            usernameKey: record.usernameKey,
            passwordHash: record.passwordHash,
            registeredAt: record.now,
            preferredLanguageCd: record.preferredLanguageCd,
          })
          .where(and(eq(members.id, record.memberId), isNull(members.registeredAt)))
          .returning({ id: members.id });
        if (claimed.length === 0) return false;
        const owner = { memberId: record.memberId, clientId: record.clientId };
        if (record.email) {
          await tx.insert(memberEmails).values({ ...owner, kind: 'PRIMARY', address: record.email });
          await tx.insert(memberEmails).values({ ...owner, kind: 'ENROLLMENT', address: record.email });
        }
        for (const phone of record.phones) {
          await tx
            .insert(memberPhones)
            .values({ ...owner, type: phone.type, number: phone.number, isPrimary: phone.primary, smsCapable: phone.smsCapable });
        }
        if (record.address) await tx.insert(memberAddresses).values({ ...owner, ...record.address, isPrimary: true });
        return true;
      });
    },
  };
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
