import type { CallBody, setupAutoRewardCall as setupCall } from '@portal/contract';
import { removeAutoRewardCall, setupAutoRewardCall } from '@portal/contract/rewards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { rewardsKeys } from './rewards-keys';

/** Turning automatic rewards on or off reloads the rewards data (spec 001): the server may have redeemed already. */
function useReloadingRewards<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: rewardsKeys.all }) });
}

export function useSetupAutoReward() {
  return useReloadingRewards((body: CallBody<typeof setupCall>) => callApi(setupAutoRewardCall, { body }));
}

export function useRemoveAutoReward() {
  return useReloadingRewards((preferenceId: number) => callApi(removeAutoRewardCall, { params: { id: preferenceId } }));
}
