import { MANUAL_SOURCE, type Tracker } from '@portal/contract';
import { saveTrackerEntryCall } from '@portal/contract/tracking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { trackingKeys } from './tracking-keys';

export interface TrackerEntryBody {
  readonly value: number;
  readonly date: string;
  /** Blood pressure only. */
  readonly diastolic?: number;
}

/** Saves a hand entry of one tracker; then its history and the summary are read again. */
export function useSaveTrackerEntry(tracker: Tracker) {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: TrackerEntryBody) =>
      callApi(saveTrackerEntryCall, { params: { tracker }, body: { ...entry, source: MANUAL_SOURCE } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingKeys.member(session?.memberId ?? 0) }),
  });
}
