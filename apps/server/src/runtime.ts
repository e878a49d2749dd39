import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { loadDemoData } from './demo/demo-data';
import type { AppConfig } from './config';
import { lockDataDirectory } from './db/data-dir-lock';
import { openDatabase, type DatabaseHandle } from './db/database';
import { systemClock } from './lib/clock';
import type { Redis } from 'ioredis';
import { createAttemptStore, connectRedis, createTransports } from './infrastructure';
import { loadSecretBox, type SecretBox } from './lib/secret-box';
import { loadSigningKeys, type SigningKeys } from './lib/signing-keys';
import { createServices, type Services } from './services';

export interface Runtime {
  readonly database: DatabaseHandle;
  readonly signingKeys: SigningKeys;
  readonly secretBox: SecretBox;
  readonly redis: Redis | undefined;
  readonly services: Services;
  close(): Promise<void>;
}

/**
 * Opens what both the server and the command line need: the database (migrated), the
 * token signing key, the services, and on a new embedded database the demo plans.
 */
export async function openRuntime(config: AppConfig, log: FastifyBaseLogger): Promise<Runtime> {
  const releaseLock = config.databaseUrl ? () => undefined : lockDataDirectory(config.dataDir);
  try {
    const database = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
    await database.migrate();
    const signingKeys = await loadSigningKeys(config.jwtPrivateKeyPem, config.dataDir);
    const secretBox = await loadSecretBox(config.dataEncryptionKey, config.dataDir);
    const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
    await redis?.connect();
    const services = createServices({
      db: database.db,
      keys: signingKeys,
      secretBox,
      clock: systemClock,
      attempts: createAttemptStore(database.db, redis, config.redisKeyPrefix),
      transports: createTransports(config),
      devOutbox: config.devOutbox,
      publicUrl: config.publicUrl,
      fulfilmentWebhook: config.fulfilmentWebhook,
      demoDevice: config.demoDevice,
      humanApi: config.humanApi,
      log,
    });
    const isEmpty = (await services.clients.findDefaultClient(undefined)) === undefined;
    if (config.demoData === 'on' || (config.demoData === 'auto' && database.kind === 'pglite' && isEmpty)) {
      log.info('loading the demo health plans');
      await loadDemoData(services, systemClock, log);
    }
    return {
      database,
      signingKeys,
      secretBox,
      redis,
      services,
      async close() {
        await services.dispatcher.stop();
        redis?.disconnect();
        await database.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
