import { type LoginRequest, type MfaType } from '@portal/contract';
import { loginCall } from '@portal/contract/member-session';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { startSession } from '../../../lib/session-store';
import { rememberedDevice } from '../../../lib/remembered-devices';

export interface LoginOutcome {
  /** The channel MFA still needs; null when the member is signed in. */
  readonly mfaType: MfaType | null;
}

/** Signs in; a remembered device skips MFA. With MFA pending, the session only opens the MFA calls. */
export function useLogin(): UseMutationResult<LoginOutcome, Error, Pick<LoginRequest, 'username' | 'password'>> {
  return useMutation({
    mutationFn: async (credentials) => {
      const answer = await callApi(loginCall, {
        body: { ...credentials, rememberToken: rememberedDevice(credentials.username), issueRefreshToken: true },
      });
      startSession({ memberId: answer.memberId, jwt: answer.jwt, refreshToken: answer.refreshToken });
      return { mfaType: answer.mfaType };
    },
  });
}
