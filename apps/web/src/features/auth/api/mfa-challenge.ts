import { type CodeSent } from '@portal/contract';
import { requestMfaCodeCall, verifyMfaCodeCall } from '@portal/contract/mfa';
import { callApi } from '../../../lib/api-client';
import { sessionStore, startSession } from '../../../lib/session-store';

export function requestSignInCode(): Promise<CodeSent> {
  return callApi(requestMfaCodeCall);
}

/** The code completes the session; answers the remember token for this device. */
export async function verifySignInCode(totp: string): Promise<string> {
  const pending = sessionStore.get();
  const answer = await callApi(verifyMfaCodeCall, { body: { totp, issueRefreshToken: true } });
  if (pending) startSession({ memberId: pending.memberId, jwt: answer.jwt, refreshToken: answer.refreshToken });
  return answer.rememberToken;
}
