import type { InboxMessage } from '@portal/contract';
import type { AccessClaims } from '../../lib/access-tokens';
import type { MessagesRepository } from './messages.repository';

export function createMessagesService(repository: MessagesRepository) {
  return {
    async listMessages(member: AccessClaims): Promise<InboxMessage[]> {
      const messages = await repository.listForMember(member.memberId, member.clientId);
      return messages.map((message) => ({ ...message, sentAt: message.sentAt.toISOString() }));
    },

    async countMessages(memberId: number): Promise<number> {
      return repository.countForMember(memberId);
    },

    /** Puts a message in a member's inbox. */
    async deliver(message: { clientId: number; memberId: number; subject: string; body: string; status: 'UNREAD' | 'READ'; sentAt: Date }) {
      await repository.insert(message);
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
