import type { SsoSessionResponse } from '@portal/contract';
import { openSsoSessionCall } from '@portal/contract/sso';
import { callApi } from '../../../lib/api-client';
import { startSession } from '../../../lib/session-store';

/** Exchanges the one-time hand-off of a completed single sign-on for the session, and keeps it. */
export async function openSsoSession(handoff: string): Promise<SsoSessionResponse> {
  const answer = await callApi(openSsoSessionCall, { body: { handoff } });
  startSession(
    { memberId: answer.memberId, jwt: answer.jwt, refreshToken: answer.refreshToken },
    { loginType: answer.loginType, memberLoginUrl: answer.memberLoginUrl },
  );
  return answer;
}
