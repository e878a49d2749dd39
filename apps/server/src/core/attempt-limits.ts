import type { AttemptCounterStore } from '../lib/attempt-counter';
import type { Clock } from '../lib/clock';

export interface AttemptLimit {
  /** Attempts allowed; the one after is refused without being evaluated. */
  readonly max: number;
  /** How long the lock lasts, counted from the attempt that reached the maximum. */
  readonly lockMs: number;
}

/**
 * Counts an attempt before it is evaluated, so parallel attempts cannot all slip past the
 * limit: of any number sent at once, at most `max` are ever evaluated.
 */
export function createAttemptLimiter(store: AttemptCounterStore, clock: Clock) {
  return {
    /** True when the attempt may be evaluated; false when the key is locked. */
    async admit(key: string, limit: AttemptLimit): Promise<boolean> {
      const now = clock.now();
      const count = await store.increment(key, limit.lockMs, now);
      if (count === limit.max) await store.extend(key, new Date(now.getTime() + limit.lockMs));
      return count <= limit.max;
    },

    /** Whether the key has used up its attempts, without counting one. */
    async isLocked(key: string, limit: AttemptLimit): Promise<boolean> {
      return (await store.count(key, clock.now())) >= limit.max;
    },

    /** A success clears the count. */
    async clear(key: string): Promise<void> {
      await store.reset(key);
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
