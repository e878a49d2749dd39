import type { EmailVerificationType } from '@portal/contract';
import { requestEmailVerificationCodeCall } from '@portal/contract/member-account';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { callApi } from '../api-client';
import type { MutationHookOptions } from './mutation-hook';

/** Sends a code to the address of this kind; answers where it went, masked. */
export function requestEmailVerificationCode(type: EmailVerificationType) {
  return callApi(requestEmailVerificationCodeCall, { body: { type } });
}

type EmailCodeSent = Awaited<ReturnType<typeof requestEmailVerificationCode>>;

export function useRequestEmailVerificationCode(
  type: EmailVerificationType,
  options: MutationHookOptions<EmailCodeSent> = {},
): UseMutationResult<EmailCodeSent, Error, void> {
  return useMutation({ ...options, mutationFn: () => requestEmailVerificationCode(type) });
}
