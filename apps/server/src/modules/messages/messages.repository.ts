import { and, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { MessageStatus } from '@portal/domain';
import type { Database } from '../../db/database';
import { ownedBy, type MemberKey } from '../../db/member-owned';
import { clients, cohorts, memberCoverages, memberEmails, memberMessages, members } from '../../db/schema';

export interface NewInboxMessage {
  readonly clientId: number;
  readonly memberId: number;
  readonly subject: string;
  readonly body: string;
  readonly status: 'UNREAD' | 'READ';
  readonly sentAt: Date;
  /** What the portal sent it about; a second message with the same key is not sent. */
  readonly originKey?: string;
}

/** A member a message is addressed to, with the language to write it in. */
export interface MessageRecipient {
  readonly memberId: number;
  readonly languageCd: string | null;
}

const shownColumns = {
  id: memberMessages.id,
  status: memberMessages.status,
  sentAt: memberMessages.sentAt,
  subject: memberMessages.subject,
  body: memberMessages.body,
};

export function createMessagesRepository(db: Database) {
  return {
    db,

    async listForMember(memberId: number, clientId: number) {
      return db
        .select(shownColumns)
        .from(memberMessages)
        .where(and(eq(memberMessages.memberId, memberId), eq(memberMessages.clientId, clientId)))
        .orderBy(desc(memberMessages.sentAt), desc(memberMessages.id));
    },

    async countForMember(memberId: number): Promise<number> {
      return db.$count(memberMessages, eq(memberMessages.memberId, memberId));
    },

    /**
     * Moves one of the member's messages from `from` to `to`, only if it is still at `from` (two
     * tabs at once move it once). Undefined when it is not the member's or has moved meanwhile.
     */
    async moveStatus(member: MemberKey, messageId: number, from: MessageStatus, to: MessageStatus) {
      const [moved] = await db
        .update(memberMessages)
        .set({ status: to })
        .where(and(eq(memberMessages.id, messageId), ownedBy(memberMessages, member), eq(memberMessages.status, from)))
        .returning(shownColumns);
      return moved;
    },

    async statusOf(member: MemberKey, messageId: number): Promise<MessageStatus | undefined> {
      const [found] = await db
        .select({ status: memberMessages.status })
        .from(memberMessages)
        .where(and(eq(memberMessages.id, messageId), ownedBy(memberMessages, member)));
      return found?.status;
    },

    /** Null when a message of the same origin was already sent to the member. */
    async insert(tx: Database, message: NewInboxMessage): Promise<number | null> {
      const [inserted] = await tx
        .insert(memberMessages)
        .values(message)
        .onConflictDoNothing({ target: [memberMessages.memberId, memberMessages.originKey], where: sql`origin_key is not null` })
        .returning({ id: memberMessages.id });
      return inserted?.id ?? null;
    },

    /** Where and how to tell the member a message is waiting: their e-mail address, language and programme. */
    async notificationRecipient(tx: Database, member: MemberKey) {
      const [recipient] = await tx
        .select({ email: memberEmails.address, languageCd: members.preferredLanguageCd, programme: clients.title })
        .from(members)
        .innerJoin(clients, eq(clients.id, members.clientId))
        .innerJoin(
          memberEmails,
          and(eq(memberEmails.memberId, members.id), eq(memberEmails.clientId, members.clientId), eq(memberEmails.kind, 'PRIMARY')),
        )
        .where(and(eq(members.id, member.memberId), eq(members.clientId, member.clientId)));
      return recipient;
    },

    /** What a message the portal writes needs of its member: their language and their programme's name. */
    async letterhead(tx: Database, member: MemberKey) {
      const [found] = await tx
        .select({ languageCd: members.preferredLanguageCd, programme: clients.title })
        .from(members)
        .innerJoin(clients, eq(clients.id, members.clientId))
        .where(and(eq(members.id, member.memberId), eq(members.clientId, member.clientId)));
      return found;
    },

    /** The member of that plan member number (case sensitive, as the roster has it). */
    async recipientByNumber(clientId: number, memberNumber: string): Promise<MessageRecipient[]> {
      return db
        .select({ memberId: members.id, languageCd: members.preferredLanguageCd })
        .from(members)
        .where(and(eq(members.clientId, clientId), eq(members.clientMemberId, memberNumber)));
    },

    /** The members covered in the cohort on `today` (an ISO date in the plan's time zone). */
    async recipientsInCohort(clientId: number, cohortCode: string, today: string): Promise<MessageRecipient[]> {
      return db
        .selectDistinct({ memberId: members.id, languageCd: members.preferredLanguageCd })
        .from(memberCoverages)
        .innerJoin(cohorts, eq(cohorts.id, memberCoverages.cohortId))
        .innerJoin(members, and(eq(members.id, memberCoverages.memberId), eq(members.clientId, memberCoverages.clientId)))
        .where(
          and(
            eq(memberCoverages.clientId, clientId),
            eq(cohorts.clientId, clientId),
            eq(cohorts.code, cohortCode),
            lte(memberCoverages.startDate, today),
            or(isNull(memberCoverages.endDate), gte(memberCoverages.endDate, today)),
          ),
        )
        .orderBy(members.id);
    },

    async cohortExists(clientId: number, cohortCode: string): Promise<boolean> {
      return (await db.$count(cohorts, and(eq(cohorts.clientId, clientId), eq(cohorts.code, cohortCode)))) > 0;
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
