import { loginCall, type LoginRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { startSession } from '../../../lib/session-store';

export function useLogin() {
  return useMutation({
    mutationFn: async (credentials: Pick<LoginRequest, 'username' | 'password'>) => {
      const answer = await callApi(loginCall, { body: { ...credentials, issueRefreshToken: true } });
      return startSession({ memberId: answer.memberId, jwt: answer.jwt, refreshToken: answer.refreshToken });
    },
  });
}
