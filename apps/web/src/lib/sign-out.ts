import type { QueryClient } from '@tanstack/react-query';
import { CLIENT_CONFIGURATION_KEY } from './api/get-client-configuration';
import { logoutOnServer } from './api/logout';
import { showFlash } from './flash';
import { i18next } from './i18n';
import { sessionStore } from './session-store';
import { keepSignOutNotice, type SignOutNotice } from './sign-out-notice';

/**
 * Why a session ends. The member's own sign-out says nothing; a forced one (401, lost or
 * expiring token) says 'Session Expired!'; the idle one gives the security message; a failed
 * refresh its own: these three wait on the sign-in page (`sign-out-notice.ts`). A deleted
 * account's sessions are already gone on the server; a flash tells the member the deletion
 * went through.
 */
export type SignOutReason = 'member' | 'forced' | 'inactivity' | 'refresh-failed' | 'account-deleted';

const NOTICES: Partial<Record<SignOutReason, SignOutNotice>> = {
  forced: 'session.expired',
  inactivity: 'session.inactivity',
  'refresh-failed': 'session.refreshFailed',
};

/** Reasons whose session the server has already ended: a logout call would only answer 401. */
const ENDED_ON_SERVER: ReadonlySet<SignOutReason> = new Set(['forced', 'account-deleted']);

/** Spec: clear the token, reset every store but the client configuration, and reload it. */
export async function signOut(queryClient: QueryClient, reason: SignOutReason): Promise<void> {
  const session = sessionStore.get();
  if (session === null) return;
  if (!ENDED_ON_SERVER.has(reason)) await logoutOnServer();
  // Kept before the token goes: the sign-in page the guards then open reads it as it renders.
  keepSignOutNotice(NOTICES[reason] ?? null);
  sessionStore.set(null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CLIENT_CONFIGURATION_KEY[0] });
  await queryClient.refetchQueries({ queryKey: CLIENT_CONFIGURATION_KEY });
  // Spec: after a sign-in the plan's site started, sign-out goes back to the plan's member sign-in page.
  if (session.loginType === 'SSO_SAML_IDP_INIT' && session.memberLoginUrl) {
    window.location.assign(session.memberLoginUrl);
    return;
  }
  if (reason === 'account-deleted') showFlash('success', i18next.t('session.accountDeleted'));
}
