import { getHealthActionsInitCall, requestReasonableAlternativeCall, submitMemberAttestationCall } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, rateLimited } from '../../lib/contract-route';
import { assertMayNameMember } from '../../lib/access-tokens';
import { sendSerialized } from '../../lib/json-answer';
import { signedInMember } from '../../plugins/member-auth';
import { requestClient } from '../../plugins/tenant';
import type { HealthActionsService } from './health-actions.service';

/** Each request sends an e-mail to the plan's support: limited per caller address. */
const SENDING_LIMIT = { max: 5, timeWindow: 60_000 };

export const healthActionsRoutes: FastifyPluginAsyncZod<{ healthActions: HealthActionsService }> = async (app, { healthActions }) => {
  app.route({
    ...contractRoute(getHealthActionsInitCall),
    handler: async (request, reply) => {
      const client = requestClient(request);
      const member = signedInMember(request);
      assertMayNameMember(member, request.query.impersonatedMemberId);
      const body = await healthActions.initAnswer(client, member, (answer) => reply.serialize(answer) as string);
      return sendSerialized(reply, body);
    },
  });

  app.route({
    ...contractRoute(submitMemberAttestationCall),
    handler: async (request) =>
      healthActions.attest(requestClient(request), signedInMember(request), request.params.healthActionId, request.body),
  });

  app.route({
    ...rateLimited(contractRoute(requestReasonableAlternativeCall), SENDING_LIMIT),
    handler: async (request) =>
      healthActions.requestReasonableAlternative(
        requestClient(request),
        signedInMember(request),
        request.params.healthActionId,
        request.body,
      ),
  });
};
