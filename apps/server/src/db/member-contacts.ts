import type { PhoneType } from '@portal/contract';
import type { Database } from './database';
import { ownedBy, type MemberKey } from './member-owned';
import { memberAddresses, memberEmails, memberPhones } from './schema';

export interface RegisteredPhone {
  readonly type: PhoneType;
  readonly number: string;
  readonly primary: boolean;
  readonly smsCapable: boolean;
}

export interface RegisteredAddress {
  readonly streetAddr1: string;
  readonly streetAddr2: string | null;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
}

export interface RegisteredContacts {
  /** The address becomes both the primary and the enrolment e-mail. */
  readonly email: { readonly address: string; readonly verifiedAt: Date | null } | null;
  readonly phones: readonly RegisteredPhone[];
  /** Undefined leaves the member's addresses as they are; null removes them. */
  readonly address?: RegisteredAddress | null;
}

/**
 * The contacts a member gives when registering (with a password or by SSO). Contacts left from
 * an earlier account (deleted, then registered again) give way. Runs inside the caller's transaction.
 */
export async function replaceRegisteredContacts(tx: Database, owner: MemberKey, contacts: RegisteredContacts): Promise<void> {
  await tx.delete(memberEmails).where(ownedBy(memberEmails, owner));
  await tx.delete(memberPhones).where(ownedBy(memberPhones, owner));
  if (contacts.address !== undefined) await tx.delete(memberAddresses).where(ownedBy(memberAddresses, owner));
  if (contacts.email) {
    const { address, verifiedAt } = contacts.email;
    await tx.insert(memberEmails).values([
      { ...owner, kind: 'PRIMARY', address, verifiedAt },
      { ...owner, kind: 'ENROLLMENT', address, verifiedAt },
    ]);
  }
  for (const phone of contacts.phones) {
    await tx
      .insert(memberPhones)
      .values({ ...owner, type: phone.type, number: phone.number, isPrimary: phone.primary, smsCapable: phone.smsCapable });
  }
  if (contacts.address) await tx.insert(memberAddresses).values({ ...owner, ...contacts.address, isPrimary: true });
}
