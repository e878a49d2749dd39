import { keepAliveCall } from '@portal/contract/mfa';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactElement } from 'react';
import { lastActivity, lastServerContact, recordActivity } from '../../lib/activity';
import { ApiError, callApi } from '../../lib/api-client';
import { refreshSession, renewAccessToken } from '../../lib/api/renew-session';
import { idleState, needsKeepAlive, RENEW_BEFORE_EXPIRY_MS, type IdleState } from '../../lib/idle-rules';
import type { MemberSession } from '../../lib/session-store';
import { signOut } from '../../lib/sign-out';
import { IdleWarning } from './idle-warning';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const TICK_MS = 5_000;
const RETRY_MS = 15_000;

/**
 * Keeps a signed-in member's session: renews the token before it expires (spending the
 * refresh token if it has), tells the server the member is active, and signs out after 15
 * idle minutes with a warning two minutes before.
 */
export function SessionKeeper({ session }: { session: MemberSession }): ReactElement | null {
  const queryClient = useQueryClient();
  const [idle, setIdle] = useState<IdleState>({ kind: 'active' });

  useEffect(() => {
    recordActivity();
    const onActivity = (): void => recordActivity();
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true });
    const timer = window.setInterval(() => {
      const now = Date.now();
      const state = idleState(now - lastActivity());
      setIdle((previous) => (previous.kind === 'active' && state.kind === 'active' ? previous : state));
      if (state.kind === 'expired') void signOut(queryClient, 'inactivity');
      else if (needsKeepAlive(lastActivity(), lastServerContact(), now)) void callApi(keepAliveCall).catch(() => undefined);
    }, TICK_MS);
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
      window.clearInterval(timer);
    };
  }, [queryClient]);

  useEffect(() => {
    let timer: number;
    const renew = async (): Promise<void> => {
      try {
        if (session.expiresAt > Date.now()) await renewAccessToken(session);
        else if (!(await refreshSession(session))) await signOut(queryClient, 'refresh-failed');
      } catch (error) {
        // A 401 has already signed the member out; anything else is tried again shortly.
        if (error instanceof ApiError && error.status === 401) return;
        if (error instanceof ApiError && error.code === 'REFRESH_TOKEN_INVALID') await signOut(queryClient, 'refresh-failed');
        else timer = window.setTimeout(() => void renew(), RETRY_MS);
      }
    };
    timer = window.setTimeout(() => void renew(), Math.max(0, session.expiresAt - RENEW_BEFORE_EXPIRY_MS - Date.now()));
    return () => window.clearTimeout(timer);
  }, [session, queryClient]);

  if (idle.kind !== 'warning') return null;
  return (
    <IdleWarning
      remainingMs={idle.remainingMs}
      onStay={() => {
        recordActivity();
        setIdle({ kind: 'active' });
        void callApi(keepAliveCall).catch(() => undefined);
      }}
      onSignOut={() => void signOut(queryClient, 'member')}
    />
  );
}
