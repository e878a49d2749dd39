import type { BackFilledDay, Tracker } from '@portal/contract';
import { bulkHistoryCall } from '@portal/contract/tracking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { trackingKeys } from './tracking-keys';

/** Saves missed days of one tracker together, all or none; then its history and the summary (and incentives) are read again. */
export function useBackFillHistory(tracker: Tracker) {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: BackFilledDay[]) => callApi(bulkHistoryCall, { params: { trackerType: tracker }, body: { entries } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingKeys.member(session?.memberId ?? 0) }),
  });
}
