import { IDEMPOTENCY_KEY_HEADER, type RewardOrder } from '@portal/contract';
import {
  cancelRewardOrderCall,
  getRewardOrderCodesCall,
  getRewardOrdersCall,
  redeemRewardsCall,
  resendRewardOrderCodesCall,
} from '@portal/contract/rewards';
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { sessionStore, useSession } from '../../../lib/session-store';
import { rewardsKeys } from './rewards-keys';

export const rewardOrdersQuery = (memberId: number, dependentId?: number) =>
  queryOptions({
    queryKey: rewardsKeys.orders(memberId, dependentId),
    queryFn: ({ signal }) =>
      callApi(getRewardOrdersCall, {
        signal,
        query: { impersonatedMemberId: sessionStore.get()?.impersonation ? memberId : undefined, dependentId },
      }),
    staleTime: 60_000,
  });

/** The member's orders (or a dependent's), newest first. */
export function useRewardOrders(dependentId?: number): readonly RewardOrder[] {
  const session = useSession();
  if (!session) throw new Error('useRewardOrders needs a signed-in member');
  return useSuspenseQuery(rewardOrdersQuery(session.memberId, dependentId)).data.orders;
}

export interface Redemption {
  readonly account: { readonly memberId: number; readonly memberCoverageId: number };
  readonly items: readonly {
    readonly incentiveProductVariationId: number;
    readonly quantity: number;
    readonly deliveryForm: 'DIGITAL' | 'PHYSICAL';
    readonly shippingId: number | null;
  }[];
  /** The same key for the same basket, so a retry after a lost answer cannot order twice. */
  readonly idempotencyKey: string;
}

export function redeemRewards(redemption: Redemption) {
  return callApi(redeemRewardsCall, {
    body: { account: redemption.account, items: redemption.items },
    headers: { [IDEMPOTENCY_KEY_HEADER]: redemption.idempotencyKey },
  });
}

/** Cancels an order not yet sent on; the balance and the orders are loaded again. */
export function useCancelRewardOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => callApi(cancelRewardOrderCall, { params: { orderId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rewardsKeys.all }),
  });
}

/** An order's codes, fetched only when the member asks to see them and never kept in the query cache. */
export function useRevealRewardCodes(orderId: number) {
  return useMutation({ mutationFn: () => callApi(getRewardOrderCodesCall, { params: { orderId } }) });
}

/** E-mails an order's codes again to the member's verified address. */
export function useResendRewardCodes(orderId: number) {
  return useMutation({ mutationFn: () => callApi(resendRewardOrderCodesCall, { params: { orderId } }) });
}
