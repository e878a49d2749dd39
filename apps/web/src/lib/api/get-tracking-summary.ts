import { getTrackingSummaryCall } from '@portal/contract/tracking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { useSession } from '../session-store';
import { trackingKeys } from './tracking-keys';

export const trackingSummaryQuery = (memberId: number) =>
  queryOptions({
    queryKey: trackingKeys.summary(memberId),
    queryFn: ({ signal }) => callApi(getTrackingSummaryCall, { signal }),
    staleTime: 60_000,
  });

/** The member's latest reading of each tracker; read after the page that shows it, never holding it up. */
export function useTrackingSummary() {
  const session = useSession();
  return useQuery({ ...trackingSummaryQuery(session?.memberId ?? 0), enabled: session !== null });
}
