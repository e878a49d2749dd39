import { verifyRecoveryCodeCall } from '@portal/contract/mfa';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationHookOptions } from '../../../lib/api/mutation-hook';
import { sessionStore, startSession } from '../../../lib/session-store';

/**
 * A recovery code completes the session in place of the code; answers how many codes are left.
 * Starting the session unmounts the code step, so what follows belongs in the hook's `onSuccess`.
 */
export async function verifyRecoveryCode(recoveryCode: string): Promise<number> {
  const pending = sessionStore.get();
  const answer = await callApi(verifyRecoveryCodeCall, { body: { recoveryCode } });
  if (pending) startSession({ memberId: pending.memberId, jwt: answer.jwt, refreshToken: answer.refreshToken });
  return answer.recoveryCodesLeft;
}

export function useVerifyRecoveryCode(options: MutationHookOptions<number, string> = {}) {
  return useMutation({ ...options, mutationFn: verifyRecoveryCode });
}
