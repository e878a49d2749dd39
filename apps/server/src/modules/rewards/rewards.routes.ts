import { adjustRewardsCall, getIncentiveCatalogCall, getRewardsInitCall } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audited, contractRoute } from '../../lib/contract-route';
import { assertMayNameMember } from '../../lib/access-tokens';
import { sendSerialized } from '../../lib/json-answer';
import { signedInMember } from '../../plugins/member-auth';
import { noteInAudit, requestPath, signedInStaff } from '../../plugins/staff-auth';
import { requestClient } from '../../plugins/tenant';
import type { RewardsLedgerService } from './rewards-ledger.service';
import type { RewardsService } from './rewards.service';

export const rewardsRoutes: FastifyPluginAsyncZod<{ rewards: RewardsService; rewardsLedger: RewardsLedgerService }> = async (
  app,
  { rewards, rewardsLedger },
) => {
  app.route({
    ...contractRoute(getRewardsInitCall),
    handler: async (request, reply) => {
      const client = requestClient(request);
      const member = signedInMember(request);
      assertMayNameMember(member, request.query.impersonatedMemberId);
      const body = await rewards.rewardsInitAnswer(client, member, request.query, (answer) => reply.serialize(answer) as string);
      return sendSerialized(reply, body);
    },
  });

  app.route({
    ...contractRoute(getIncentiveCatalogCall),
    handler: async (request) => rewards.incentiveCatalog(requestClient(request), signedInMember(request), request.params.code),
  });

  app.route({
    ...audited(contractRoute(adjustRewardsCall), 'REWARDS_ADJUSTMENT'),
    handler: async (request) => {
      const staff = signedInStaff(request);
      noteInAudit(request, { memberId: request.params.memberId, reason: request.body.reason });
      const adjusted = await rewardsLedger.adjust(staff, request.params.memberId, request.body, {
        method: request.method,
        path: requestPath(request),
      });
      // The ledger wrote the audit row with the adjustment, in its transaction.
      request.auditWritten = true;
      return adjusted;
    },
  });
};
