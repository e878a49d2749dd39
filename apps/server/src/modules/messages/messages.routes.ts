import { listMessagesCall } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { signedInMember } from '../../plugins/member-auth';
import type { MessagesService } from './messages.service';

export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (app, { messages }) => {
  app.route({
    ...contractRoute(listMessagesCall),
    handler: async (request) => ({ messages: await messages.listMessages(signedInMember(request)) }),
  });
};
