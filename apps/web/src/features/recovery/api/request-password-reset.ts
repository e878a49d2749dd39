import type { MemberIdentity } from '@portal/contract';
import { requestPasswordResetCall } from '@portal/contract/recovery';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationHookOptions } from '../../../lib/api/mutation-hook';

/** Answers the masked address the link went to. */
export async function requestPasswordReset(identity: MemberIdentity): Promise<string> {
  return (await callApi(requestPasswordResetCall, { body: identity })).maskedEmail;
}

export function useRequestPasswordReset(options: MutationHookOptions<string, MemberIdentity> = {}) {
  return useMutation({ ...options, mutationFn: requestPasswordReset });
}
