import type { Redis } from 'ioredis';

/**
 * Failure counters behind lock-outs. They live outside the process (Redis, or the database
 * without it), so they survive restarts and every server instance sees the same count.
 */
export interface AttemptCounterStore {
  /** Adds one attempt, starting a window of `windowMs` at the first; answers the count. */
  increment(key: string, windowMs: number, now: Date): Promise<number>;
  /** Moves the end of the key's window (a lock then runs from its last attempt). */
  extend(key: string, until: Date): Promise<void>;
  count(key: string, now: Date): Promise<number>;
  reset(key: string): Promise<void>;
}

const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** Counters in Redis, shared by every instance; windows follow Redis's clock. */
export function createRedisAttemptCounters(redis: Redis, prefix: string): AttemptCounterStore {
  return {
    async increment(key, windowMs) {
      return Number(await redis.eval(INCREMENT_SCRIPT, 1, prefix + key, String(windowMs)));
    },
    async extend(key, until) {
      await redis.pexpireat(prefix + key, until.getTime());
    },
    async count(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
