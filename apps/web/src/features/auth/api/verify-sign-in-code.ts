import { verifyMfaCodeCall } from '@portal/contract/mfa';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationHookOptions } from '../../../lib/api/mutation-hook';
import { sessionStore, startSession } from '../../../lib/session-store';

/** The code completes the session; answers the remember token for this device. */
export async function verifySignInCode(totp: string): Promise<string> {
  const pending = sessionStore.get();
  const answer = await callApi(verifyMfaCodeCall, { body: { totp, issueRefreshToken: true } });
  if (pending) startSession({ memberId: pending.memberId, jwt: answer.jwt, refreshToken: answer.refreshToken });
  return answer.rememberToken;
}

export function useVerifySignInCode(options: MutationHookOptions<string, string> = {}) {
  return useMutation({ ...options, mutationFn: verifySignInCode });
}
