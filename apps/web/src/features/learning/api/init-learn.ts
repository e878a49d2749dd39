import { initLearnCall } from '@portal/contract/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { learnKeys } from './learn-keys';

export const initLearnQuery = (memberId: number) =>
  queryOptions({
    queryKey: learnKeys.init(memberId),
    queryFn: ({ signal }) => callApi(initLearnCall, { signal }),
    staleTime: 60_000,
  });

/** The member's read articles, suggestions, the plan's library and the brain exercises with the day each was last played. */
export function useInitLearn() {
  const session = useSession();
  return useQuery({ ...initLearnQuery(session?.memberId ?? 0), enabled: session !== null });
}
