import { acceptAgreementCall } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { signedInMember } from '../../plugins/member-auth';
import { requestClient } from '../../plugins/tenant';
import type { AgreementsService } from './agreements.service';

export const agreementsRoutes: FastifyPluginAsyncZod<{ agreements: AgreementsService }> = async (app, { agreements }) => {
  app.route({
    ...contractRoute(acceptAgreementCall),
    handler: async (request) => agreements.accept(requestClient(request), signedInMember(request), request.params.id),
  });
};
