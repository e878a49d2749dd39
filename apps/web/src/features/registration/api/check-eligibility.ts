import type { EligibilityQuery, EligibilityResponse } from '@portal/contract';
import { checkEligibilityCall } from '@portal/contract/registration';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationHookOptions } from '../../../lib/api/mutation-hook';

export function checkEligibility(query: EligibilityQuery): Promise<EligibilityResponse> {
  return callApi(checkEligibilityCall, { query: { ...query } });
}

export function useCheckEligibility(options: MutationHookOptions<EligibilityResponse, EligibilityQuery> = {}) {
  return useMutation({ ...options, mutationFn: checkEligibility });
}
