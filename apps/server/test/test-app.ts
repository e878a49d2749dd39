import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import { PERMISSIONS } from '@portal/contract';
import { buildApp } from '../src/app';
import { issueAccessToken, verifyAccessToken } from '../src/lib/access-tokens';
import { loadDemoData } from '../src/demo/demo-data';
import { readConfig, type AppConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/database';
import type { PasswordVerifier } from '../src/lib/passwords';
import { createSecretBox } from '../src/lib/secret-box';
import { generateSigningKeys, type SigningKeys } from '../src/lib/signing-keys';
import { createLogger } from '../src/logger';
import type { Services } from '../src/services';
import { createFakeClock, type FakeClock } from './fake-clock';
import { createTestDatabase } from './test-database';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  readonly services: Services;
  readonly clock: FakeClock;
  readonly keys: SigningKeys;
  readonly config: AppConfig;
  /** Every log line the app wrote, for tests that check what reaches the logs. */
  readonly logLines: string[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Load the demo health plans (the default). */
  readonly demo?: boolean;
  readonly environment?: Record<string, string>;
  /** Routes a test adds before the app is ready. */
  readonly beforeReady?: (app: FastifyInstance) => void;
  readonly passwords?: PasswordVerifier;
  readonly redis?: Redis;
  readonly database?: DatabaseHandle;
}

/**
 * The whole server on a fresh database, with the demo plans, a fake clock, captured logs,
 * and the development outbox on, so tests read the codes the portal sends.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // The demo plans come ready in the run's copy when nothing about the app differs from the
  // default; a test's own database or configuration loads them itself, as the server would.
  const demo = options.demo !== false;
  const demoReady = demo && !options.database && !options.environment;
  const database = options.database ?? (await createTestDatabase(demoReady ? 'demo' : 'migrated'));
  const clock = createFakeClock();
  const keys = generateSigningKeys();
  const config = readConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: '/nonexistent',
    DEV_OUTBOX: 'on',
    // Requests from app.inject all come from one address; the rate-limit test turns them on.
    RATE_LIMITS: 'off',
    ...options.environment,
  });
  const logLines: string[] = [];
  const logDestination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildApp(config, {
    database,
    signingKeys: keys,
    secretBox: createSecretBox(Buffer.alloc(32, 7)),
    clock,
    logDestination,
    passwords: options.passwords,
    redis: options.redis,
  });
  if (demo && !demoReady) await loadDemoData(app.services, clock, createLogger('silent'));
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    services: app.services,
    clock,
    keys,
    config,
    logLines,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The answer's JSON body. */
export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json<T>();
}

export async function signIn(
  app: FastifyInstance,
  username: string,
  password: string,
  client = 'HARBOR',
): Promise<{ jwt: string; memberId: number; refreshToken: string | null }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/web/member/login',
    headers: { 'x-client-abbreviation': client },
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const body = response.json<{ jwt: string; member_id: number; refresh_token: string | null }>();
  return { jwt: body.jwt, memberId: body.member_id, refreshToken: body.refresh_token };
}

/** The code in the latest message the portal "sent" to a destination (development outbox). */
export async function latestCode(services: Services, destination: string): Promise<string> {
  const [message] = await services.devOutbox.list(destination);
  const code = message && /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`no code was sent to ${destination}`);
  return code;
}

export const DEMO_PASSWORD = { HARBOR: 'Harbor!2026', MESA: 'Mesa!2026' } as const;

/** The same session's token with the elevated-role permission, as a verified code would add it. */
export async function withElevation(harness: TestApp, jwt: string): Promise<string> {
  const claims = await verifyAccessToken(harness.keys, jwt, harness.clock.now());
  const permissions = [...claims.permissions, PERMISSIONS.manageSecurity];
  return (await issueAccessToken(harness.keys, { ...claims, permissions }, harness.clock.now(), 600)).token;
}
