import { getClientConfigurationCall, getDisclaimerCall, getPublicDocumentCall } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { requestClient } from '../../plugins/tenant';
import type { ClientsService } from './clients.service';

export const clientsRoutes: FastifyPluginAsyncZod<{ clients: ClientsService }> = async (app, { clients }) => {
  app.route({
    ...contractRoute(getClientConfigurationCall),
    handler: async (request) => requestClient(request).configuration,
  });

  app.route({
    ...contractRoute(getPublicDocumentCall),
    handler: async (request) => clients.getDocument(requestClient(request), request.params.title),
  });

  app.route({
    ...contractRoute(getDisclaimerCall),
    handler: async (request) => clients.getDisclaimer(requestClient(request), request.params.id),
  });
};
