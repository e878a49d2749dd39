import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { memberMessages } from '../../db/schema';

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

    async insert(message: { clientId: number; memberId: number; subject: string; body: string; status: 'UNREAD' | 'READ'; sentAt: Date }) {
      await db.insert(memberMessages).values(message);
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
