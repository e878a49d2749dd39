import type { MfaType } from '@portal/contract';
import { preferredSmsPhone } from '@portal/domain';
import type { Database } from '../db/database';
import { ownedBy, type MemberKey } from '../db/member-owned';
import { memberPhones } from '../db/schema';
import type { SecretBox } from '../lib/secret-box';
import type { MemberDirectory } from './member-directory';

/** What MFA needs to know about a member: the channel, the secrets, where codes can go. */
export interface MfaProfile {
  readonly memberId: number;
  readonly clientId: number;
  readonly languageCd: string | null;
  readonly mfaEnrolled: boolean;
  readonly mfaType: MfaType | null;
  readonly totpSecret: string | null;
  readonly pendingMfaType: MfaType | null;
  readonly pendingTotpSecret: string | null;
  readonly email: string | null;
  /** The number to text: cell, else home, else work, if SMS-capable. */
  readonly smsPhone: string | null;
  /** The number to call: the primary one, else any. */
  readonly voicePhone: string | null;
}

export function createMfaProfiles(db: Database, directory: MemberDirectory, secretBox: SecretBox) {
  return {
    async load(owner: MemberKey): Promise<MfaProfile | undefined> {
      const member = await directory.findById(owner);
      if (!member) return undefined;
      const email = await directory.primaryEmail(owner);
      const phones = await db.select().from(memberPhones).where(ownedBy(memberPhones, owner));
      const open = (sealed: string | null): string | null => (sealed ? secretBox.open(sealed) : null);
      return {
        memberId: member.id,
        clientId: member.clientId,
        languageCd: member.preferredLanguageCd,
        mfaEnrolled: member.mfaEnrolled,
        mfaType: member.mfaType as MfaType | null,
        totpSecret: open(member.totpSecretSealed),
        pendingMfaType: member.pendingMfaType as MfaType | null,
        pendingTotpSecret: open(member.pendingTotpSecretSealed),
        email,
        smsPhone: preferredSmsPhone(phones.map((phone) => ({ ...phone, isSmsCapable: phone.smsCapable })))?.number ?? null,
        voicePhone: (phones.find((phone) => phone.isPrimary) ?? phones[0])?.number ?? null,
      };
    },
  };
}

export type MfaProfiles = ReturnType<typeof createMfaProfiles>;

/** Where a channel sends a member's codes; null when they have no such contact. */
export function destinationFor(profile: MfaProfile, channel: Exclude<MfaType, 'TOTP'>): string | null {
  if (channel === 'EMAIL') return profile.email;
  return channel === 'SMS' ? profile.smsPhone : profile.voicePhone;
}
