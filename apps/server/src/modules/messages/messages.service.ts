import type { InboxMessage } from '@portal/contract';
import type { Database } from '../../db/database';
import type { AccessClaims } from '../../lib/access-tokens';
import type { MessageDelivery } from '../../messaging/delivery';
import type { MessagesRepository, NewInboxMessage } from './messages.repository';

export interface MessagesDependencies {
  readonly db: Database;
  readonly repository: MessagesRepository;
  readonly delivery: MessageDelivery;
  /** The portal's public address, where the e-mail sends the member to read the message. */
  readonly publicUrl: string;
}

export function createMessagesService({ db, repository, delivery, publicUrl }: MessagesDependencies) {
  return {
    async listMessages(member: AccessClaims): Promise<InboxMessage[]> {
      const messages = await repository.listForMember(member.memberId, member.clientId);
      return messages.map((message) => ({ ...message, sentAt: message.sentAt.toISOString() }));
    },

    async countMessages(memberId: number): Promise<number> {
      return repository.countForMember(memberId);
    },

    /**
     * Puts a message in a member's inbox and, when it is unread, e-mails the member that it
     * is waiting (an inbox notification, which the member may unsubscribe from). The e-mail
     * names no content of the message: that stays behind the sign-in.
     */
    async deliver(message: NewInboxMessage): Promise<void> {
      const notified = await db.transaction(async (tx) => {
        const messageId = await repository.insert(tx, message);
        if (message.status !== 'UNREAD' || !delivery.canDeliver('EMAIL')) return false;
        const recipient = await repository.notificationRecipient(tx, message);
        if (!recipient) return false;
        await delivery.queueCategorizedEmail(tx, {
          clientId: message.clientId,
          memberId: message.memberId,
          destination: recipient.email,
          languageCd: recipient.languageCd,
          category: 'INBOX_NOTIFICATIONS',
          template: 'inboxMessage',
          values: { programme: recipient.programme, portalUrl: publicUrl },
          outreach: { type: 'INBOX_MESSAGE', id: String(messageId) },
        });
        return true;
      });
      if (notified) delivery.sendSoon();
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
