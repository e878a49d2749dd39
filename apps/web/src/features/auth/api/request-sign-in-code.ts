import type { CodeSent } from '@portal/contract';
import { requestMfaCodeCall } from '@portal/contract/mfa';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationHookOptions } from '../../../lib/api/mutation-hook';

export function requestSignInCode(): Promise<CodeSent> {
  return callApi(requestMfaCodeCall);
}

export function useRequestSignInCode(options: MutationHookOptions<CodeSent> = {}) {
  return useMutation({ ...options, mutationFn: requestSignInCode });
}
