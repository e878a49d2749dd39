// The rewards calls, by address only: a page that makes them does not load
// their schemas (see shared/call-address.ts).
import { callAddress } from '../shared/call-address';
import type * as autoRewards from './auto-reward-calls';
import type * as calls from './calls';
import type * as redemption from './redemption-calls';
import type * as codes from './reward-code-calls';
import type * as boxes from './reward-box-calls';

export const getRewardsInitCall = callAddress<typeof calls.getRewardsInitCall>('GET', '/v1/web/rewards/init');
export const adjustRewardsCall = callAddress<typeof calls.adjustRewardsCall>('POST', '/v1/staff/members/:memberId/rewards/adjustments');
export const getIncentiveCatalogCall = callAddress<typeof redemption.getIncentiveCatalogCall>(
  'GET',
  '/v1/web/rewards/incentive-catalog/:code',
);
export const redeemRewardsCall = callAddress<typeof redemption.redeemRewardsCall>('POST', '/v3/web/rewards/redeem');
export const getRewardOrdersCall = callAddress<typeof redemption.getRewardOrdersCall>('GET', '/v1/web/rewards/orders');
export const cancelRewardOrderCall = callAddress<typeof redemption.cancelRewardOrderCall>('POST', '/v1/web/rewards/orders/:orderId/cancel');
export const setupAutoRewardCall = callAddress<typeof autoRewards.setupAutoRewardCall>('POST', '/v2/web/rewards/setup');
export const removeAutoRewardCall = callAddress<typeof autoRewards.removeAutoRewardCall>('DELETE', '/v1/web/rewards/:id');
export const getRewardOrderCodesCall = callAddress<typeof codes.getRewardOrderCodesCall>('GET', '/v1/web/rewards/orders/:orderId/codes');
export const resendRewardOrderCodesCall = callAddress<typeof codes.resendRewardOrderCodesCall>(
  'POST',
  '/v1/web/rewards/orders/:orderId/resend-codes',
);
export const redeemRewardBoxesCall = callAddress<typeof boxes.redeemRewardBoxesCall>('POST', '/v1/web/rewards/reward-boxes/redeem');
