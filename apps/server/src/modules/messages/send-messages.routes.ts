import { sendMessagesCall } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import { audited, contractRoute } from '../../lib/contract-route';
import { noteInAudit, signedInStaff } from '../../plugins/staff-auth';
import type { MessageAudience, MessageSending } from './message-sending.service';

interface SendMessagesRoutesOptions {
  readonly messageSending: MessageSending;
  readonly findClient: (abbreviation: string) => Promise<ClientRecord | undefined>;
}

/** Messages to members through the staff API: the same send as `messages send`, for administrators. */
export const sendMessagesRoutes: FastifyPluginAsyncZod<SendMessagesRoutesOptions> = async (app, { messageSending, findClient }) => {
  app.route({
    ...audited(contractRoute(sendMessagesCall), 'INBOX_MESSAGES_SENT'),
    handler: async (request) => {
      signedInStaff(request);
      const client = await findClient(request.query.client.toUpperCase());
      if (!client) throw new AppError('CLIENT_NOT_FOUND', `There is no client ${request.query.client}`);
      noteInAudit(request, { clientId: client.configuration.id });
      const { memberNumber, cohortCode, texts } = request.body;
      // The call's schema lets exactly one of the two through.
      const audience: MessageAudience = memberNumber !== undefined ? { memberNumber } : { cohortCode: cohortCode! };
      return messageSending.send(client, audience, texts);
    },
  });
};
