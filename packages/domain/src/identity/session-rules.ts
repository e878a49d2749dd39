/** Spec 000 section 9: 15 minutes without activity ends a session. */
export const SESSION_IDLE_LIMIT_MS = 900_000;

/** Access tokens live 10 minutes; the web renews them shortly before they expire. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 600;

/** A refresh token is good for 12 hours, and for one use. */
export const REFRESH_TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

/** The server records activity on a session at most this often, to spare a write per call. */
export const SESSION_TOUCH_INTERVAL_MS = 30_000;

export function isSessionIdle(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() > SESSION_IDLE_LIMIT_MS;
}
