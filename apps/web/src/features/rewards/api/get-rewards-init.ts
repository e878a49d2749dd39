import type { RewardsInit } from '@portal/contract';
import { getRewardsInitCall } from '@portal/contract/rewards';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { sessionStore, useSession } from '../../../lib/session-store';
import { rewardsKeys } from './rewards-keys';

export const rewardsInitQuery = (memberId: number, dependentId?: number) =>
  queryOptions({
    queryKey: rewardsKeys.init(memberId, dependentId),
    queryFn: ({ signal }) =>
      callApi(getRewardsInitCall, {
        signal,
        query: { impersonatedMemberId: sessionStore.get()?.impersonation ? memberId : undefined, dependentId },
      }),
    staleTime: 60_000,
  });

/** The member's balance, yearly figures, what expires when, and the history of every earning; a dependent's when named. */
export function useRewardsInit(dependentId?: number): RewardsInit {
  const session = useSession();
  if (!session) throw new Error('useRewardsInit needs a signed-in member');
  return useSuspenseQuery(rewardsInitQuery(session.memberId, dependentId)).data;
}
