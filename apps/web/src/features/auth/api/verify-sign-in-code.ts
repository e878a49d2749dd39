import { verifyMfaCodeCall } from '@portal/contract/mfa';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationHookOptions } from '../../../lib/api/mutation-hook';
import { sessionStore, startSession } from '../../../lib/session-store';

export interface SignInCode {
  readonly totp: string;
  /** Whether the member asked to remember this device; the hook's `onSuccess` reads it. */
  readonly remember: boolean;
}

/**
 * The code completes the session; answers the remember token for this device. Starting the
 * session unmounts the code step, so what follows success belongs in the hook's `onSuccess`
 * (which runs regardless), not in `mutate`'s (which is dropped with the component).
 */
export async function verifySignInCode({ totp }: SignInCode): Promise<string> {
  const pending = sessionStore.get();
  const answer = await callApi(verifyMfaCodeCall, { body: { totp, issueRefreshToken: true } });
  if (pending) startSession({ memberId: pending.memberId, jwt: answer.jwt, refreshToken: answer.refreshToken });
  return answer.rememberToken;
}

export function useVerifySignInCode(options: MutationHookOptions<string, SignInCode> = {}) {
  return useMutation({ ...options, mutationFn: verifySignInCode });
}
