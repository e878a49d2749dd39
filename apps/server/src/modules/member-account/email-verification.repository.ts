import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ownedBy, type MemberKey } from '../../db/member-owned';
import { memberEmails, members } from '../../db/schema';

export type EmailKind = 'PRIMARY' | 'ENROLLMENT';

export interface EmailToVerify {
  readonly address: string;
  /** The member's language, for the message that carries the code. */
  readonly languageCd: string | null;
}

export interface EmailVerificationTimes {
  readonly primary: Date | null;
  readonly enrollment: Date | null;
}

export function createEmailVerificationRepository(db: Database) {
  return {
    async emailOfKind(member: MemberKey, kind: EmailKind): Promise<EmailToVerify | undefined> {
      const [email] = await db
        .select({ address: memberEmails.address, languageCd: members.preferredLanguageCd })
        .from(memberEmails)
        .innerJoin(members, eq(members.id, memberEmails.memberId))
        .where(and(ownedBy(memberEmails, member), eq(memberEmails.kind, kind)));
      return email;
    },

    /**
     * Every row of the member that holds the address the code was sent to: a code proves the
     * mailbox, so when the primary and the plan's e-mail are one address (in any letter case)
     * both are verified. A row changed since the code was sent is left alone.
     */
    async markVerified(member: MemberKey, address: string, now: Date): Promise<void> {
      await db
        .update(memberEmails)
        .set({ verifiedAt: now })
        .where(and(ownedBy(memberEmails, member), eq(sql`lower(${memberEmails.address})`, address.toLowerCase())));
    },

    async verificationTimes(member: MemberKey): Promise<EmailVerificationTimes> {
      const rows = await db
        .select({ kind: memberEmails.kind, verifiedAt: memberEmails.verifiedAt })
        .from(memberEmails)
        .where(ownedBy(memberEmails, member));
      const of = (kind: EmailKind): Date | null => rows.find((row) => row.kind === kind)?.verifiedAt ?? null;
      return { primary: of('PRIMARY'), enrollment: of('ENROLLMENT') };
    },
  };
}

export type EmailVerificationRepository = ReturnType<typeof createEmailVerificationRepository>;
