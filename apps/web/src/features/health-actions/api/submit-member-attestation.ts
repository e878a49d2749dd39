import { submitMemberAttestationCall } from '@portal/contract/health-actions';
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { healthActionsKeys } from '../../../lib/api/health-actions-keys';
import type { MutationHookOptions } from '../../../lib/api/mutation-hook';

export interface Attestation {
  readonly healthActionId: number;
  readonly memberId: number;
  readonly completionDate: string;
}

export function submitMemberAttestation({ healthActionId, memberId, completionDate }: Attestation) {
  return callApi(submitMemberAttestationCall, { params: { healthActionId }, body: { memberId, completionDate } });
}

type Answer = Awaited<ReturnType<typeof submitMemberAttestation>>;

/** Says the member (or a dependent) did the action; the actions' data is read again once it answers. */
export function useMemberAttestation(
  options: MutationHookOptions<Answer, Attestation> = {},
): UseMutationResult<Answer, Error, Attestation> {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: submitMemberAttestation,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: healthActionsKeys.all });
      await options.onSuccess?.(...args);
    },
  });
}
