import { SESSION_TOUCH_INTERVAL_MS } from '@portal/domain';
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { memberSessions } from '../db/schema';

/** How many sessions one process trusts at a time; past that, calls read their session row. */
const TRUSTED_SESSIONS_KEPT = 10_000;
/** How often, at most, the trusted sessions are checked for a revocation made by another process. */
export const REVOCATION_SWEEP_MS = 1_000;

interface TrustedSession {
  readonly memberId: number;
  /** When the session's row last recorded the member's activity (ms since the epoch). */
  readonly lastSeenAt: number;
}

/**
 * The sessions this process has just found alive, so that a member's calls do not each read
 * their session row. A session is trusted only while its recorded activity is younger than the
 * touch interval: then it cannot be idle and needs no touch, so the row would say nothing new.
 * A revocation made here is forgotten at once; one made by another process is found by a sweep
 * of the trusted sessions at most every second, while they are in use.
 */
export function createSessionGate(db: Database) {
  const trusted = new Map<string, TrustedSession>();
  let lastSweep = performance.now();
  let sweeping = false;

  async function sweep(): Promise<void> {
    const ids = [...trusted.keys()];
    if (ids.length === 0) return;
    try {
      const revoked = await db
        .select({ id: memberSessions.id })
        .from(memberSessions)
        .where(and(inArray(memberSessions.id, ids), isNotNull(memberSessions.revokedAt)));
      for (const { id } of revoked) trusted.delete(id);
    } catch {
      // Unable to look: trust nothing until the rows can be read again.
      trusted.clear();
    }
  }

  return {
    /** Whether the session is known alive for this member at `now`, with no need to read its row. */
    admits(sessionId: string, memberId: number, now: Date): boolean {
      const session = trusted.get(sessionId);
      if (!session || session.memberId !== memberId) return false;
      if (now.getTime() - session.lastSeenAt >= SESSION_TOUCH_INTERVAL_MS) {
        trusted.delete(sessionId);
        return false;
      }
      if (!sweeping && performance.now() - lastSweep >= REVOCATION_SWEEP_MS) {
        sweeping = true;
        lastSweep = performance.now();
        void sweep().finally(() => (sweeping = false));
      }
      return true;
    },

    /** The session's row was just read: alive, with activity recorded at `lastSeenAt`. */
    trust(sessionId: string, memberId: number, lastSeenAt: Date): void {
      if (trusted.size >= TRUSTED_SESSIONS_KEPT && !trusted.has(sessionId)) return;
      trusted.set(sessionId, { memberId, lastSeenAt: lastSeenAt.getTime() });
    },

    forget(sessionId: string): void {
      trusted.delete(sessionId);
    },
  };
}

export type SessionGate = ReturnType<typeof createSessionGate>;
