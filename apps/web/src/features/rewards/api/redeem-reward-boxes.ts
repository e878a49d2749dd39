import { IDEMPOTENCY_KEY_HEADER } from '@portal/contract';
import { redeemRewardBoxesCall } from '@portal/contract/rewards';
import { callApi } from '../../../lib/api-client';

export interface RewardBoxRedemption {
  readonly account: { readonly memberId: number; readonly memberCoverageId: number };
  /** The address id the box ships to. */
  readonly address: number;
  readonly rewardBoxId: number;
  /** The same key for the same choice, so a retry after a lost answer cannot order twice. */
  readonly idempotencyKey: string;
}

/** Spec 001: one reward box, quantity 1, shipped to the address chosen. */
export function redeemRewardBox(redemption: RewardBoxRedemption) {
  return callApi(redeemRewardBoxesCall, {
    body: { account: redemption.account, address: redemption.address, items: [{ rewardBoxId: redemption.rewardBoxId, quantity: 1 }] },
    headers: { [IDEMPOTENCY_KEY_HEADER]: redemption.idempotencyKey },
  });
}
