import { listMessagesCall, updateMessageStatusCall } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { signedInMember } from '../../plugins/member-auth';
import type { MessagesService } from './messages.service';

export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (app, { messages }) => {
  app.route({
    ...contractRoute(listMessagesCall),
    handler: async (request) => ({ messages: await messages.listMessages(signedInMember(request)) }),
  });

  // A PATCH: staff viewing a member's portal are refused it (IMPERSONATION_READ_ONLY) before it runs.
  app.route({
    ...contractRoute(updateMessageStatusCall),
    handler: async (request) => {
      const { memberId, clientId } = signedInMember(request);
      return { message: await messages.changeStatus({ memberId, clientId }, request.params.id, request.body.status) };
    },
  });
};
