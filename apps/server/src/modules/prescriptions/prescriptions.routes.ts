import { listPrescriptionsCall } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { signedInMember } from '../../plugins/member-auth';
import type { PrescriptionsService } from './prescriptions.service';

export const prescriptionsRoutes: FastifyPluginAsyncZod<{ prescriptions: PrescriptionsService }> = async (app, { prescriptions }) => {
  // The member in the token, never one the caller names (staff viewing a member see that member's).
  app.route({
    ...contractRoute(listPrescriptionsCall),
    handler: async (request) => {
      const { memberId, clientId } = signedInMember(request);
      return { prescriptions: await prescriptions.list({ memberId, clientId }) };
    },
  });
};
