import { PERMISSIONS, needsMfaVerification } from '@portal/contract';
import { useSyncExternalStore } from 'react';
import { readStoredJson, writeStored } from './browser-storage';
import { createExternalStore } from './external-store';

export interface MemberSession {
  readonly memberId: number;
  readonly jwt: string;
  readonly refreshToken: string | null;
  /** Milliseconds since the epoch, from the token's `exp`. */
  readonly expiresAt: number;
  readonly permissions: readonly string[];
  /** Set when support staff are viewing this member's portal (read-only) instead of the member. */
  readonly impersonation?: { readonly id: string; readonly clientAbbreviation: string };
  /** How the member signed in, when it was single sign-on (SSO_OIDC, SSO_SAML_SP_INIT, SSO_SAML_IDP_INIT). */
  readonly loginType?: string;
  /** The plan's sign-in page, where sign-out goes after an identity-provider-initiated sign-in. */
  readonly memberLoginUrl?: string | null;
}

const SESSION_KEY = 'session';

/**
 * Reads the claims the web needs from an access token; the server verifies it, not the
 * browser. The expiry is the token's lifetime counted on this device's clock from now, so a
 * device whose clock is off still renews in time.
 */
export function decodeAccessToken(jwt: string, receivedAt = Date.now()): { expiresAt: number; permissions: string[] } | null {
  try {
    const payload = JSON.parse(atob(jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown;
      iat?: unknown;
      prm?: unknown;
    };
    if (typeof payload.exp !== 'number') return null;
    const lifetimeMs = typeof payload.iat === 'number' ? (payload.exp - payload.iat) * 1000 : payload.exp * 1000 - receivedAt;
    const permissions = Array.isArray(payload.prm) ? payload.prm.filter((p): p is string => typeof p === 'string') : [];
    return { expiresAt: receivedAt + lifetimeMs, permissions };
  } catch {
    return null;
  }
}

function restore(): MemberSession | null {
  return readStoredJson<MemberSession>('local', SESSION_KEY);
}

export const sessionStore = createExternalStore<MemberSession | null>(restore(), (session) =>
  writeStored('local', SESSION_KEY, session === null ? null : JSON.stringify(session)),
);

// Another tab signed in, renewed or signed out: this one follows.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key?.endsWith(`:${SESSION_KEY}`)) sessionStore.set(restore());
  });
}

export function startSession(
  tokens: { memberId: number; jwt: string; refreshToken: string | null },
  signIn: Pick<MemberSession, 'loginType' | 'memberLoginUrl'> = {},
): MemberSession | null {
  const claims = decodeAccessToken(tokens.jwt);
  if (!claims) return null;
  const session = { ...tokens, ...claims, loginType: signIn.loginType, memberLoginUrl: signIn.memberLoginUrl };
  sessionStore.set(session);
  return session;
}

/** Support staff open a member's portal with the view's token: no refresh token, never renewed. */
export function startImpersonationSession(view: {
  memberId: number;
  jwt: string;
  impersonationId: string;
  clientAbbreviation: string;
}): void {
  const claims = decodeAccessToken(view.jwt);
  if (!claims) return;
  sessionStore.set({
    memberId: view.memberId,
    jwt: view.jwt,
    refreshToken: null,
    ...claims,
    impersonation: { id: view.impersonationId, clientAbbreviation: view.clientAbbreviation },
  });
}

/** A single sign-on of a member who has not registered yet: its token opens only /register-sso. */
export function awaitsSsoRegistration(session: MemberSession | null): boolean {
  return session?.permissions.includes(PERMISSIONS.ssoRegistrationRequired) ?? false;
}

/**
 * The sign-in is complete: the token is not one still waiting for the second step or for SSO
 * registration, which the member's own calls (member-info and the rest) refuse with 403.
 */
export function hasCompletedSignIn(session: MemberSession | null): session is MemberSession {
  return session !== null && !needsMfaVerification(session.permissions) && !awaitsSsoRegistration(session);
}

/** Spec: signed in when a token exists and has not expired; a token still waiting for MFA or SSO registration does not count. */
export function isSignedIn(session: MemberSession | null, now = Date.now()): session is MemberSession {
  return hasCompletedSignIn(session) && session.expiresAt > now;
}

/**
 * What a guarded page does with a stored session: `renewable` when the token ran out but a
 * refresh token can renew it; `lost` when it ran out with nothing to renew it ('Session Expired!').
 */
export function expiredSessionStatus(session: MemberSession | null, now = Date.now()): 'current' | 'renewable' | 'lost' {
  if (session === null || session.expiresAt > now) return 'current';
  return session.refreshToken === null ? 'lost' : 'renewable';
}

export function useSession(): MemberSession | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
