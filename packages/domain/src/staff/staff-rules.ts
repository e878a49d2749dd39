/** Issue: viewing a member's portal ends by itself after 30 minutes. */
export const IMPERSONATION_LIMIT_MS = 30 * 60_000;

/**
 * A staff token lasts a working day; the staff session behind it is checked on every request
 * and ends after the same 15 idle minutes as a member's, or when the account is disabled.
 */
export const STAFF_TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

/** A search answers at most this many members; a narrower search finds the rest. */
export const STAFF_SEARCH_LIMIT = 50;

/** The audit log is read this many events at a time. */
export const AUDIT_PAGE_SIZE = 100;

/** One CSV export holds at most this many events, newest first; a narrower date range finds older ones. */
export const AUDIT_EXPORT_LIMIT = 100_000;
