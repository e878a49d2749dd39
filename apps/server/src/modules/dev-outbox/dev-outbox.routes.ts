import { listDevOutboxCall } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import type { DevOutboxService } from './dev-outbox.service';

/** Registered only when DEV_OUTBOX is on: the messages the portal would have sent. */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ outbox: DevOutboxService }> = async (app, { outbox }) => {
  app.route({
    ...contractRoute(listDevOutboxCall),
    handler: async (request) => ({ messages: await outbox.list(request.query.destination) }),
  });
};
