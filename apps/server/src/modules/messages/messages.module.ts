import { defineModule } from '../area-module';
import { createMessageSending } from './message-sending.service';
import { messagesCommands } from './messages.commands';
import { createMessagesRepository } from './messages.repository';
import { messagesRoutes } from './messages.routes';
import { createMessagesService } from './messages.service';
import { createPortalMessages } from './portal-messages.service';
import { sendMessagesRoutes } from './send-messages.routes';

export const messagesModule = defineModule({
  name: 'messages',
  services: ({ db, clock, delivery, publicUrl, completions, log }) => {
    const repository = createMessagesRepository(db);
    const inbox = createMessagesService({ db, repository, delivery, publicUrl });
    const { deliverWithin, deliver } = inbox;
    const messages = { ...inbox, ...createPortalMessages({ repository, clock, deliverWithin, deliver }) };
    // A reward issued is a message in the member's inbox; a failure here leaves the reward as it is.
    completions.onRewardIssued((issued) =>
      messages.rewardIssued(issued).catch((error: unknown) => {
        log.warn(
          { completionId: issued.completionId, error: error instanceof Error ? error.name : 'unknown' },
          'The message of an issued reward was not written',
        );
      }),
    );
    const messageSending = createMessageSending({ repository, clock, deliverWithin, sendNotices: () => inbox.sendNotices() });
    return { messages, messageSending };
  },
  routes: async (api, { messages, messageSending, clients }) => {
    await api.register(messagesRoutes, { messages });
    await api.register(sendMessagesRoutes, { messageSending, findClient: (abbreviation) => clients.findClient(abbreviation) });
  },
  commands: messagesCommands,
});
