import { pcpsOnFileCall } from '@portal/contract/scheduling';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { schedulingKeys } from './scheduling-keys';

export const pcpsOnFileQuery = (memberId: number) =>
  queryOptions({
    queryKey: schedulingKeys.pcps(memberId),
    queryFn: ({ signal }) => callApi(pcpsOnFileCall, { signal }),
    staleTime: 5 * 60_000,
  });

/** The doctors the plan has on file for the member. */
export function usePcpsOnFile() {
  const session = useSession();
  return useQuery(pcpsOnFileQuery(session?.memberId ?? 0));
}
