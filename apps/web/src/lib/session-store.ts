import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from './browser-storage';
import { createExternalStore } from './external-store';

export interface MemberSession {
  readonly memberId: number;
  readonly jwt: string;
  readonly refreshToken: string | null;
  /** Milliseconds since the epoch, from the token's `exp`. */
  readonly expiresAt: number;
  readonly permissions: readonly string[];
}

const SESSION_KEY = 'session';

/** Reads the claims the web needs from an access token; the server verifies it, not the browser. */
export function decodeAccessToken(jwt: string): { expiresAt: number; permissions: string[] } | null {
  try {
    const payload = JSON.parse(atob(jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown; prm?: unknown };
    if (typeof payload.exp !== 'number') return null;
    const permissions = Array.isArray(payload.prm) ? payload.prm.filter((p): p is string => typeof p === 'string') : [];
    return { expiresAt: payload.exp * 1000, permissions };
  } catch {
    return null;
  }
}

function restore(): MemberSession | null {
  const saved = readStored('local', SESSION_KEY);
  if (!saved) return null;
  try {
    return JSON.parse(saved) as MemberSession;
  } catch {
    return null;
  }
}

export const sessionStore = createExternalStore<MemberSession | null>(restore(), (session) =>
  writeStored('local', SESSION_KEY, session === null ? null : JSON.stringify(session)),
);

export function startSession(tokens: { memberId: number; jwt: string; refreshToken: string | null }): MemberSession | null {
  const claims = decodeAccessToken(tokens.jwt);
  if (!claims) return null;
  const session = { ...tokens, ...claims };
  sessionStore.set(session);
  return session;
}

/** Spec: signed in when a token exists and has not expired. */
export function isSignedIn(session: MemberSession | null, now = Date.now()): session is MemberSession {
  return session !== null && session.expiresAt > now;
}

export function useSession(): MemberSession | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
