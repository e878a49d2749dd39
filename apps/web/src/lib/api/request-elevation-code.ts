import type { CodeSent } from '@portal/contract';
import { requestElevatedCodeCall } from '@portal/contract/mfa';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { callApi } from '../api-client';
import type { MutationHookOptions } from './mutation-hook';

/**
 * The elevated-role check, first half: a code sent by the member's MFA channel (or e-mail), whose
 * token lets a sensitive change through until it expires.
 */
export const requestElevationCode = (): Promise<CodeSent> => callApi(requestElevatedCodeCall);

export function useRequestElevationCode(options: MutationHookOptions<CodeSent> = {}): UseMutationResult<CodeSent, Error, void> {
  return useMutation({ ...options, mutationFn: requestElevationCode });
}
