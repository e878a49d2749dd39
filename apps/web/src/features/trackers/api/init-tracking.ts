import { initTrackingCall } from '@portal/contract/tracking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { trackingKeys } from './tracking-keys';

export const initTrackingQuery = (memberId: number) =>
  queryOptions({
    queryKey: trackingKeys.init(memberId),
    queryFn: ({ signal }) => callApi(initTrackingCall, { signal }),
    staleTime: 60_000,
  });

/** Every tracker's settings and the member's latest reading of each (the summary). */
export function useInitTracking() {
  const session = useSession();
  return useQuery({ ...initTrackingQuery(session?.memberId ?? 0), enabled: session !== null });
}
