import { defineModule } from '../area-module';
import { createMessagesRepository } from './messages.repository';
import { messagesRoutes } from './messages.routes';
import { createMessagesService } from './messages.service';
import { createPortalMessages } from './portal-messages.service';

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
    return { messages };
  },
  routes: async (api, { messages }) => {
    await api.register(messagesRoutes, { messages });
  },
});
