import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { MemberKey } from '../../db/member-owned';
import { clients, memberEmails, memberMessages, members } from '../../db/schema';

export interface NewInboxMessage {
  readonly clientId: number;
  readonly memberId: number;
  readonly subject: string;
  readonly body: string;
  readonly status: 'UNREAD' | 'READ';
  readonly sentAt: Date;
}

export function createMessagesRepository(db: Database) {
  return {
    async listForMember(memberId: number, clientId: number) {
      return db
        .select({
          id: memberMessages.id,
          status: memberMessages.status,
          sentAt: memberMessages.sentAt,
          subject: memberMessages.subject,
          body: memberMessages.body,
        })
        .from(memberMessages)
        .where(and(eq(memberMessages.memberId, memberId), eq(memberMessages.clientId, clientId)))
        .orderBy(desc(memberMessages.sentAt), desc(memberMessages.id));
    },

    async countForMember(memberId: number): Promise<number> {
      return db.$count(memberMessages, eq(memberMessages.memberId, memberId));
    },

    async insert(tx: Database, message: NewInboxMessage): Promise<number> {
      const [inserted] = await tx.insert(memberMessages).values(message).returning({ id: memberMessages.id });
      return inserted!.id;
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
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
