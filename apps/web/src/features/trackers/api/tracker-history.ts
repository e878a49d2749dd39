import type { Tracker } from '@portal/contract';
import { getTrackerHistoryCall } from '@portal/contract/tracking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { trackingKeys } from './tracking-keys';

export const trackerHistoryQuery = (memberId: number, tracker: Tracker) =>
  queryOptions({
    queryKey: trackingKeys.history(memberId, tracker),
    queryFn: ({ signal }) => callApi(getTrackerHistoryCall, { params: { tracker }, signal }),
    staleTime: 60_000,
  });

/** The member's entries of one tracker in the last 30 days of the plan, newest first. */
export function useTrackerHistory(tracker: Tracker) {
  const session = useSession();
  return useQuery({ ...trackerHistoryQuery(session?.memberId ?? 0, tracker), enabled: session !== null });
}
