import type { OutboxMessage } from '@portal/contract';
import type { Dispatcher } from '../../messaging/dispatcher';
import type { OutboxRepository } from '../../messaging/outbox';

export function createDevOutboxService(outbox: OutboxRepository, dispatcher: Dispatcher) {
  return {
    /** Sends (into the outbox) whatever is due first, so a message just queued shows up. */
    async list(destination: string | undefined): Promise<OutboxMessage[]> {
      await dispatcher.dispatchNow();
      const messages = await outbox.captured(destination);
      return messages.map((message) => ({
        id: message.id,
        channel: message.channel,
        destination: message.destination,
        subject: message.subject,
        body: message.body,
        createdAt: message.createdAt.toISOString(),
      }));
    },
  };
}

export type DevOutboxService = ReturnType<typeof createDevOutboxService>;
