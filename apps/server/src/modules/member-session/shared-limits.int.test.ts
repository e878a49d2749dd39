import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { LOGIN_MAX_FAILED_ATTEMPTS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { createTestApp, DEMO_PASSWORD } from '../../../test/test-app';
import { createPostgresTestDatabase, testDatabaseKind } from '../../../test/test-database';
import { serverBundle } from '../../../test/server-bundle';

const SERVER_ROOT = path.resolve(import.meta.dirname, '../../..');
const servers: ChildProcess[] = [];
const ports = [4300 + Math.floor(Math.random() * 500), 4900 + Math.floor(Math.random() * 500)];

/** How long a server may take to answer on a busy machine (migrations included). */
const START_LIMIT_MS = 180_000;

async function startServer(port: number, environment: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, [serverBundle('main')], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      ...environment,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'off',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  servers.push(child);
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on port ${port} did not start (exit code ${child.exitCode}): ${errors}`);
}

const login = (port: number, password: string) =>
  fetch(`http://127.0.0.1:${port}/api/v2/web/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-abbreviation': 'HARBOR' },
    body: JSON.stringify({ username: 'maria.lopez', password }),
  });

// Two server processes on one PostgreSQL and one Redis, as behind a load balancer.
describe.skipIf(testDatabaseKind() !== 'postgres')('two instances sharing Redis', () => {
  beforeAll(async () => {
    const url = await createPostgresTestDatabase();
    const seeded = await createTestApp({ database: await openDatabase({ url, pgliteDir: undefined }) });
    await seeded.close();
    const environment = {
      DATABASE_URL: url,
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
    };
    await Promise.all(ports.map((port) => startServer(port, environment)));
  }, START_LIMIT_MS + 60_000);

  afterAll(() => {
    for (const server of servers) server.kill('SIGTERM');
  });

  it(`lock a username after ${LOGIN_MAX_FAILED_ATTEMPTS} failures split between them`, async () => {
    for (let attempt = 0; attempt < LOGIN_MAX_FAILED_ATTEMPTS; attempt += 1) {
      expect((await login(ports[attempt % 2]!, 'Wrong!2026')).status).toBe(401);
    }
    for (const port of ports) expect((await login(port, DEMO_PASSWORD.HARBOR)).status).toBe(401);
  });

  it('share the per-address rate limit of sign-in (30 a minute)', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 32; attempt += 1) statuses.push((await login(ports[attempt % 2]!, 'Wrong!2026')).status);
    // 7 requests went before; the 31st overall is the first refused.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(8);
  });
});
