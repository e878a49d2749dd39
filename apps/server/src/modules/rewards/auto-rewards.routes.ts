import { removeAutoRewardCall, setupAutoRewardCall } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { signedInMember } from '../../plugins/member-auth';
import { requestClient } from '../../plugins/tenant';
import type { AutoRewardsService } from './auto-rewards.service';

/** Setting up and turning off automatic rewards (AUTO_REWARDS; staff viewing a portal cannot, as with every write). */
export const autoRewardsRoutes: FastifyPluginAsyncZod<{ autoRewards: AutoRewardsService }> = async (app, { autoRewards }) => {
  app.route({
    ...contractRoute(setupAutoRewardCall),
    handler: async (request) => autoRewards.setup(requestClient(request), signedInMember(request), request.body),
  });

  app.route({
    ...contractRoute(removeAutoRewardCall),
    handler: async (request) => autoRewards.remove(requestClient(request), signedInMember(request), request.params.id),
  });
};
