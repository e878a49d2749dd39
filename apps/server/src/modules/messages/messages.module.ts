import { defineModule } from '../area-module';
import { createMessagesRepository } from './messages.repository';
import { messagesRoutes } from './messages.routes';
import { createMessagesService } from './messages.service';

export const messagesModule = defineModule({
  name: 'messages',
  services: ({ db, delivery, publicUrl }) => ({
    messages: createMessagesService({ db, repository: createMessagesRepository(db), delivery, publicUrl }),
  }),
  routes: async (api, { messages }) => {
    await api.register(messagesRoutes, { messages });
  },
});
