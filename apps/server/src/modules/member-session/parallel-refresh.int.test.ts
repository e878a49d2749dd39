import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { HARBOR } from '../../../test/identity-flows';
import { createTestApp, DEMO_PASSWORD, signIn, type TestApp } from '../../../test/test-app';
import { createPostgresTestDatabase, testDatabaseKind } from '../../../test/test-database';

const BURSTS = 8;
const CALLS_PER_BURST = 20;

// Two instances on one PostgreSQL and one Redis, as behind a load balancer.
describe.skipIf(testDatabaseKind() !== 'postgres')('parallel refresh with one token over two instances', () => {
  const instances: TestApp[] = [];
  const redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true });
  let url = '';

  beforeAll(async () => {
    url = await createPostgresTestDatabase();
    instances.push(await createTestApp({ database: await openDatabase({ url, pgliteDir: undefined }), redis }));
    instances.push(await createTestApp({ database: await openDatabase({ url, pgliteDir: undefined }), redis, demo: false }));
  });

  afterAll(async () => {
    for (const instance of instances) await instance.close();
    redis.disconnect();
  });

  const refresh = (instance: TestApp, refreshToken: string) =>
    instance.app.inject({
      method: 'POST',
      url: '/api/v1/web/member/renew-jwt-with-refresh',
      headers: HARBOR,
      payload: { refresh_token: refreshToken },
    });

  it(`answers one 200 and ${CALLS_PER_BURST - 1} 401s in every burst, never a 5xx`, async () => {
    const [first, second] = instances as [TestApp, TestApp];
    for (let burst = 0; burst < BURSTS; burst += 1) {
      const { refreshToken } = await signIn(first.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
      const answers = await Promise.all(
        Array.from({ length: CALLS_PER_BURST }, (_, call) => refresh(call % 2 === 0 ? first : second, refreshToken!)),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 401)).toHaveLength(CALLS_PER_BURST - 1);
    }
  });

  // Revocation locks the session row, then its tokens. A refresh that took the token first
  // and the session second would deadlock against it; taken in the same order, it waits.
  it('waits behind a revocation that holds the session, and answers 401 without a deadlock', async () => {
    const [first] = instances as [TestApp];
    const { refreshToken } = await signIn(first.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    const tokenHash = createHash('sha256').update(refreshToken!).digest('hex');
    const revocation = new pg.Client({ connectionString: url });
    await revocation.connect();
    try {
      const { rows } = await revocation.query<{ session_id: string }>('select session_id from refresh_tokens where token_hash = $1', [
        tokenHash,
      ]);
      const sessionId = rows[0]!.session_id;
      await revocation.query('begin');
      await revocation.query('select id from member_sessions where id = $1 for update', [sessionId]);
      const refreshing = refresh(first, refreshToken!);
      // Long enough for the refresh to reach its first lock, whichever it takes.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await revocation.query("update member_sessions set revoked_at = now(), revoked_reason = 'test' where id = $1", [sessionId]);
      await revocation.query('update refresh_tokens set revoked_at = now() where session_id = $1', [sessionId]);
      await revocation.query('commit');
      const answer = await refreshing;
      expect(answer.statusCode).toBe(401);
    } finally {
      await revocation.end();
    }
  });
});
