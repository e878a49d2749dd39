import { Redis } from 'ioredis';
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

  beforeAll(async () => {
    const url = await createPostgresTestDatabase();
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
});
