import type { HealthActionsInit } from '@portal/contract';
import { getHealthActionsInitCall } from '@portal/contract/health-actions';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../api-client';
import { sessionStore, useSession } from '../session-store';
import { healthActionsKeys } from './health-actions-keys';

export const healthActionsInitQuery = (memberId: number) =>
  queryOptions({
    queryKey: healthActionsKeys.init(memberId),
    // A plan that runs no rewards programme has no actions: pages show none rather than fail.
    queryFn: ({ signal }): Promise<HealthActionsInit | null> =>
      callApi(getHealthActionsInitCall, {
        signal,
        query: sessionStore.get()?.impersonation ? { impersonatedMemberId: memberId } : undefined,
      }).catch((error: unknown) => {
        if (error instanceof ApiError && error.code === 'PROGRAMME_NOT_FOUND') return null;
        throw error;
      }),
    staleTime: 60_000,
  });

/** The programme's health actions with the member's and their dependents' progress; null when the plan runs none. */
export function useHealthActionsInit(): HealthActionsInit | null {
  const session = useSession();
  if (!session) throw new Error('useHealthActionsInit needs a signed-in member');
  return useSuspenseQuery(healthActionsInitQuery(session.memberId)).data;
}
