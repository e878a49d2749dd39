import { requestReasonableAlternativeCall } from '@portal/contract/health-actions';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationHookOptions } from '../../../lib/api/mutation-hook';

export interface AlternativeRequest {
  readonly healthActionId: number;
  readonly memberId: number;
  readonly message: string;
  /** Where the plan's support may call back; left out when the member gives none. */
  readonly contactPhone?: string;
}

export function requestReasonableAlternative({ healthActionId, ...body }: AlternativeRequest) {
  return callApi(requestReasonableAlternativeCall, { params: { healthActionId }, body });
}

type Answer = Awaited<ReturnType<typeof requestReasonableAlternative>>;

/** Asks the plan's support for another way to qualify for an action's reward. */
export function useReasonableAlternativeRequest(
  options: MutationHookOptions<Answer, AlternativeRequest> = {},
): UseMutationResult<Answer, Error, AlternativeRequest> {
  return useMutation({ ...options, mutationFn: requestReasonableAlternative });
}
