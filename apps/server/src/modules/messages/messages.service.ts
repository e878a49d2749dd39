import type { InboxMessage } from '@portal/contract';
import { canChangeMessageStatus, type MessageStatus } from '@portal/domain';
import type { Database } from '../../db/database';
import type { MemberKey } from '../../db/member-owned';
import type { AccessClaims } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import type { MessageDelivery } from '../../messaging/delivery';
import type { MessagesRepository, NewInboxMessage } from './messages.repository';

export interface MessagesDependencies {
  readonly db: Database;
  readonly repository: MessagesRepository;
  readonly delivery: MessageDelivery;
  /** The portal's public address, where the e-mail sends the member to read the message. */
  readonly publicUrl: string;
}

// One answer for a message that does not exist and one of another member's: nothing tells them apart.
const messageNotFound = (): AppError => new AppError('MESSAGE_NOT_FOUND', 'There is no such message in your inbox');

const shown = <M extends { sentAt: Date }>(message: M): Omit<M, 'sentAt'> & { sentAt: string } => ({
  ...message,
  sentAt: message.sentAt.toISOString(),
});

export function createMessagesService({ db, repository, delivery, publicUrl }: MessagesDependencies) {
  /**
   * Puts a message in a member's inbox inside `tx` and, when it is unread, queues the e-mail
   * telling the member it is waiting (an inbox notification, which the member may unsubscribe
   * from). The e-mail names no content of the message: that stays behind the sign-in. Answers
   * whether an e-mail was queued: the caller sends it once `tx` commits (`sendNotices`).
   */
  async function deliverWithin(tx: Database, message: NewInboxMessage): Promise<boolean> {
    const messageId = await repository.insert(tx, message);
    if (messageId === null || message.status !== 'UNREAD' || !delivery.canDeliver('EMAIL')) return false;
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
  }

  /** `deliverWithin` in a transaction of its own, its e-mail sent at once. */
  async function deliver(message: NewInboxMessage): Promise<void> {
    const notified = await db.transaction((tx) => deliverWithin(tx, message));
    if (notified) delivery.sendSoon();
  }

  return {
    async listMessages(member: AccessClaims): Promise<InboxMessage[]> {
      const messages = await repository.listForMember(member.memberId, member.clientId);
      return messages.map(shown);
    },

    async countMessages(memberId: number): Promise<number> {
      return repository.countForMember(memberId);
    },

    /** Spec 001 "Inbox message": open, archive or unarchive one of the member's own messages. */
    async changeStatus(member: MemberKey, messageId: number, status: MessageStatus): Promise<InboxMessage> {
      const current = await repository.statusOf(member, messageId);
      if (current === undefined) throw messageNotFound();
      if (!canChangeMessageStatus(current, status)) {
        throw new AppError('MESSAGE_STATUS_CHANGE_REFUSED', `A message that is ${current} cannot become ${status}`);
      }
      const moved = await repository.moveStatus(member, messageId, current, status);
      // Moved by another request between the two statements: as refused as if it had come first.
      if (!moved) throw new AppError('MESSAGE_STATUS_CHANGE_REFUSED', 'The message changed meanwhile');
      return shown(moved);
    },

    deliverWithin,

    /** Sends the e-mails queued by `deliverWithin`, once their transaction has committed. */
    sendNotices(): void {
      delivery.sendSoon();
    },

    deliver,
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
