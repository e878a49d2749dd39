import {
  adjustRewardsCall,
  cancelRewardOrderCall,
  getIncentiveCatalogCall,
  getRewardOrderCodesCall,
  getRewardOrdersCall,
  getRewardsInitCall,
  IDEMPOTENCY_KEY_HEADER,
  redeemRewardBoxesCall,
  redeemRewardsCall,
  resendRewardOrderCodesCall,
} from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audited, contractRoute } from '../../lib/contract-route';
import { assertMayNameMember } from '../../lib/access-tokens';
import { sendSerialized } from '../../lib/json-answer';
import { signedInMember } from '../../plugins/member-auth';
import { noteInAudit, requestPath, signedInStaff } from '../../plugins/staff-auth';
import { requestClient } from '../../plugins/tenant';
import type { RedemptionService } from './redemption.service';
import type { RewardCodesService } from './reward-codes.service';
import type { RewardsLedgerService } from './rewards-ledger.service';
import type { RewardsService } from './rewards.service';

export const rewardsRoutes: FastifyPluginAsyncZod<{
  rewards: RewardsService;
  rewardsLedger: RewardsLedgerService;
  redemption: RedemptionService;
  rewardCodes: RewardCodesService;
}> = async (app, { rewards, rewardsLedger, redemption, rewardCodes }) => {
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
    ...contractRoute(redeemRewardsCall),
    handler: async (request) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (typeof key !== 'string') throw new AppError('IDEMPOTENCY_KEY_REQUIRED', 'A redemption needs an Idempotency-Key header');
      return redemption.redeem(requestClient(request), signedInMember(request), key, request.body);
    },
  });

  app.route({
    ...contractRoute(redeemRewardBoxesCall),
    handler: async (request) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (typeof key !== 'string') throw new AppError('IDEMPOTENCY_KEY_REQUIRED', 'A redemption needs an Idempotency-Key header');
      const client = requestClient(request);
      // Boxes are a part of the rewards: a plan with boxes but without rewards offers neither.
      if (!client.configuration.features.includes('REWARDS'))
        throw new AppError('FEATURE_DISABLED', 'Rewards are not offered by this plan');
      return redemption.redeemRewardBoxes(client, signedInMember(request), key, request.body);
    },
  });

  app.route({
    ...contractRoute(getRewardOrdersCall),
    handler: async (request) => {
      const member = signedInMember(request);
      assertMayNameMember(member, request.query.impersonatedMemberId);
      return redemption.orders(requestClient(request), member, request.query);
    },
  });

  app.route({
    ...contractRoute(cancelRewardOrderCall),
    handler: async (request) => redemption.cancel(requestClient(request), signedInMember(request), request.params.orderId),
  });

  app.route({
    ...contractRoute(getRewardOrderCodesCall),
    handler: async (request) => rewardCodes.codes(requestClient(request), signedInMember(request), request.params.orderId),
  });

  app.route({
    ...contractRoute(resendRewardOrderCodesCall),
    handler: async (request) => rewardCodes.resend(requestClient(request), signedInMember(request), request.params.orderId),
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
