import type { QueryClient } from '@tanstack/react-query';
import { CLIENT_CONFIGURATION_KEY } from './api/get-client-configuration';
import { logoutOnServer } from './api/logout';
import { showFlash, type FlashKind } from './flash';
import { i18next } from './i18n';
import { sessionStore } from './session-store';

/**
 * Why a session ends. The member's own sign-out says nothing; a forced one (401, lost or
 * expiring token) says 'Session Expired!'; the idle one gives the security message; a failed
 * refresh its own. A deleted account's sessions are already gone on the server; the member is
 * told the deletion went through.
 */
export type SignOutReason = 'member' | 'forced' | 'inactivity' | 'refresh-failed' | 'account-deleted';

const MESSAGES = {
  forced: { kind: 'error', key: 'session.expired' },
  inactivity: { kind: 'warning', key: 'session.inactivity' },
  'refresh-failed': { kind: 'warning', key: 'session.refreshFailed' },
  'account-deleted': { kind: 'success', key: 'session.accountDeleted' },
} as const satisfies Record<Exclude<SignOutReason, 'member'>, { kind: FlashKind; key: string }>;

/** Reasons whose session the server has already ended: a logout call would only answer 401. */
const ENDED_ON_SERVER: ReadonlySet<SignOutReason> = new Set(['forced', 'account-deleted']);

/** Spec: clear the token, reset every store but the client configuration, and reload it. */
export async function signOut(queryClient: QueryClient, reason: SignOutReason): Promise<void> {
  const session = sessionStore.get();
  if (session === null) return;
  if (!ENDED_ON_SERVER.has(reason)) await logoutOnServer();
  sessionStore.set(null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CLIENT_CONFIGURATION_KEY[0] });
  await queryClient.refetchQueries({ queryKey: CLIENT_CONFIGURATION_KEY });
  // Spec: after a sign-in the plan's site started, sign-out goes back to the plan's member sign-in page.
  if (session.loginType === 'SSO_SAML_IDP_INIT' && session.memberLoginUrl) {
    window.location.assign(session.memberLoginUrl);
    return;
  }
  if (reason !== 'member') showFlash(MESSAGES[reason].kind, i18next.t(MESSAGES[reason].key));
}
