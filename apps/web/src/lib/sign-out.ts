import type { QueryClient } from '@tanstack/react-query';
import { CLIENT_CONFIGURATION_KEY } from './api/get-client-configuration';
import { logoutOnServer } from './api/logout';
import { showFlash } from './flash';
import { i18next } from './i18n';
import { sessionStore } from './session-store';

/**
 * Why a session ends. The member's own sign-out says nothing; a forced one (401, lost or
 * expiring token) says 'Session Expired!'; the idle one gives the security message; a failed
 * refresh its own.
 */
export type SignOutReason = 'member' | 'forced' | 'inactivity' | 'refresh-failed';

const MESSAGES = {
  forced: 'session.expired',
  inactivity: 'session.inactivity',
  'refresh-failed': 'session.refreshFailed',
} as const satisfies Record<Exclude<SignOutReason, 'member'>, string>;

/** Spec: clear the token, reset every store but the client configuration, and reload it. */
export async function signOut(queryClient: QueryClient, reason: SignOutReason): Promise<void> {
  if (sessionStore.get() === null) return;
  if (reason !== 'forced') await logoutOnServer();
  sessionStore.set(null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CLIENT_CONFIGURATION_KEY[0] });
  await queryClient.refetchQueries({ queryKey: CLIENT_CONFIGURATION_KEY });
  if (reason !== 'member') showFlash(reason === 'forced' ? 'error' : 'warning', i18next.t(MESSAGES[reason]));
}
