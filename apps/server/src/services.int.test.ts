import { afterAll, describe, expect, it } from 'vitest';
import { createFakeClock } from '../test/fake-clock';
import { createTestDatabase } from '../test/test-database';
import { buildApp } from './app';
import { readConfig } from './config';
import { createDatabaseAttemptCounters } from './db/attempt-counter-store';
import { createSecretBox } from './lib/secret-box';
import { generateSigningKeys } from './lib/signing-keys';
import { createLogger } from './logger';
import { AREA_MODULES } from './modules';
import { createServices } from './services';

const database = await createTestDatabase();
afterAll(() => database.close());

describe('the service graph', () => {
  const keys = generateSigningKeys();
  const secretBox = createSecretBox(Buffer.alloc(32, 7));
  const config = readConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
  const clock = createFakeClock();
  const servicesForTest = () =>
    createServices({
      db: database.db,
      keys,
      secretBox,
      clock,
      attempts: createDatabaseAttemptCounters(database.db),
      transports: {},
      devOutbox: false,
      publicUrl: config.publicUrl,
      log: createLogger('silent'),
    });

  it('is built once per process: the server takes the runtime’s services, dispatcher and client cache included', async () => {
    const services = servicesForTest();
    const app = await buildApp(config, { database, signingKeys: keys, secretBox, clock, services });
    try {
      expect(app.services).toBe(services);
      expect(app.services.dispatcher).toBe(services.dispatcher);
      expect(app.services.clients).toBe(services.clients);
    } finally {
      await app.close();
    }
  });

  it('holds every area’s services under names no two areas share', () => {
    const services = servicesForTest();
    for (const module of AREA_MODULES) {
      for (const name of Object.keys(module.services(services))) expect(services).toHaveProperty(name);
    }
    expect(new Set(AREA_MODULES.map((module) => module.name)).size).toBe(AREA_MODULES.length);
  });
});
