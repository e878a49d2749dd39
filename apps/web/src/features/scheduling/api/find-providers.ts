import type { ProviderGenderPreference } from '@portal/contract';
import { findProvidersCall } from '@portal/contract/scheduling';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { schedulingKeys } from './scheduling-keys';

export const findProvidersQuery = (memberId: number, distance: number, gender: ProviderGenderPreference) =>
  queryOptions({
    queryKey: schedulingKeys.providers(memberId, distance, gender),
    queryFn: ({ signal }) => callApi(findProvidersCall, { query: { distance, gender }, signal }),
    staleTime: 5 * 60_000,
  });

/** Doctors accepting new patients near the member; the last list stays while a new search loads. */
export function useFindProviders(distance: number, gender: ProviderGenderPreference) {
  const session = useSession();
  return useQuery({ ...findProvidersQuery(session?.memberId ?? 0, distance, gender), placeholderData: keepPreviousData });
}
