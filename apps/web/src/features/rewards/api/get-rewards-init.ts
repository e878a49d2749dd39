import type { RewardsInit } from '@portal/contract';
import { getRewardsInitCall } from '@portal/contract/rewards';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { sessionStore, useSession } from '../../../lib/session-store';
import { rewardsKeys } from './rewards-keys';

export const rewardsInitQuery = (memberId: number) =>
  queryOptions({
    queryKey: rewardsKeys.init(memberId),
    queryFn: ({ signal }) =>
      callApi(getRewardsInitCall, {
        signal,
        query: sessionStore.get()?.impersonation ? { impersonatedMemberId: memberId } : undefined,
      }),
    staleTime: 60_000,
  });

/** The member's balance, yearly figures, what expires when, and the history of every earning. */
export function useRewardsInit(): RewardsInit {
  const session = useSession();
  if (!session) throw new Error('useRewardsInit needs a signed-in member');
  return useSuspenseQuery(rewardsInitQuery(session.memberId)).data;
}
