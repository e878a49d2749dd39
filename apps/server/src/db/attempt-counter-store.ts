import { eq, sql } from 'drizzle-orm';
import type { AttemptCounterStore } from '../lib/attempt-counter';
import { prepareStatement, type Database } from './database';
import { attemptCounters } from './schema';

/** Counters in PostgreSQL, for deployments without Redis; one atomic upsert per attempt. */
export function createDatabaseAttemptCounters(db: Database): AttemptCounterStore {
  const now = sql.placeholder('now');
  // Every sign-in counts an attempt first: prepared once per connection.
  const countAttempt = prepareStatement<{ count: number }>(
    db,
    'count_attempt',
    sql`insert into attempt_counters (key, count, expires_at) values (${sql.placeholder('key')}, 1, ${sql.placeholder('windowEnd')})
        on conflict (key) do update set
          count = case when attempt_counters.expires_at <= ${now}::timestamptz then 1 else attempt_counters.count + 1 end,
          expires_at = case when attempt_counters.expires_at <= ${now}::timestamptz then excluded.expires_at else attempt_counters.expires_at end
        returning count`,
  );
  // And every successful one clears its count.
  const clearAttempts = prepareStatement(db, 'clear_attempts', sql`delete from attempt_counters where key = ${sql.placeholder('key')}`);
  return {
    async increment(key, windowMs, now) {
      const [row] = await countAttempt({ key, windowEnd: new Date(now.getTime() + windowMs), now });
      return Number(row?.count ?? 1);
    },
    async extend(key, until) {
      await db.update(attemptCounters).set({ expiresAt: until }).where(eq(attemptCounters.key, key));
    },
    async count(key, now) {
      const [row] = await db.select().from(attemptCounters).where(eq(attemptCounters.key, key));
      return row && row.expiresAt > now ? row.count : 0;
    },
    async reset(key) {
      await clearAttempts({ key });
    },
  };
}
