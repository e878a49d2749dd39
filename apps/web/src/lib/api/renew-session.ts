import { renewJwtCall, renewJwtWithRefreshCall } from '@portal/contract/mfa';
import { callApi } from '../api-client';
import { sessionStore, startSession, type MemberSession } from '../session-store';

const REFRESH_LOCK = 'portal-session-refresh';

/** A new access token for the session, before the current one expires. */
export async function renewAccessToken(session: MemberSession): Promise<MemberSession | null> {
  const { jwt } = await callApi(renewJwtCall);
  return startSession({ memberId: session.memberId, jwt, refreshToken: session.refreshToken }, session);
}

/**
 * Spends the refresh token once its access token has expired. Tabs take turns (Web Locks),
 * and a tab that finds the session already renewed by another uses that, since a refresh
 * token spent twice ends the session.
 */
export async function refreshSession(stale: MemberSession): Promise<MemberSession | null> {
  const refresh = async (): Promise<MemberSession | null> => {
    const current = sessionStore.get();
    if (current && current.jwt !== stale.jwt && current.expiresAt > Date.now()) return current;
    if (!current?.refreshToken) return null;
    const renewed = await callApi(renewJwtWithRefreshCall, { body: { refreshToken: current.refreshToken } });
    return startSession({ memberId: current.memberId, jwt: renewed.jwt, refreshToken: renewed.refreshToken }, current);
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, refresh) : refresh();
}
