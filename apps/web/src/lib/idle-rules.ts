import { SESSION_IDLE_LIMIT_MS } from '@portal/domain';

/** The warning comes two minutes before the idle sign-out (WCAG 2.2.1: time to say "I'm here"). */
export const IDLE_WARNING_BEFORE_MS = 2 * 60_000;
/** While the member is active without calls of their own, the page tells the server this often. */
export const KEEP_ALIVE_AFTER_MS = 4 * 60_000;
/** The page renews its access token this long before it expires. */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;

export type IdleState = { kind: 'active' } | { kind: 'warning'; remainingMs: number } | { kind: 'expired' };

/** Where the member stands, `idleMs` after their last activity. */
export function idleState(idleMs: number): IdleState {
  if (idleMs >= SESSION_IDLE_LIMIT_MS) return { kind: 'expired' };
  if (idleMs >= SESSION_IDLE_LIMIT_MS - IDLE_WARNING_BEFORE_MS) return { kind: 'warning', remainingMs: SESSION_IDLE_LIMIT_MS - idleMs };
  return { kind: 'active' };
}

/** The server has not heard from an active member for a while: tell it they are there. */
export function needsKeepAlive(lastActivityAt: number, lastServerContactAt: number, now: number): boolean {
  return lastActivityAt > lastServerContactAt && now - lastServerContactAt >= KEEP_ALIVE_AFTER_MS;
}
