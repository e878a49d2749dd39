import { Redis } from 'ioredis';
import type { AppConfig } from './config';
import { createDatabaseAttemptCounters } from './db/attempt-counter-store';
import type { Database } from './db/database';
import { createRedisAttemptCounters, type AttemptCounterStore } from './lib/attempt-counter';
import type { Channel } from './messaging/outbox';
import { createSmtpTransport, createWebhookTransport, type Transport } from './messaging/transports';

/** The transports the configuration names: SMTP for e-mail, webhooks for texts and calls. */
export function createTransports(config: AppConfig): Partial<Record<Channel, Transport>> {
  const transports: Partial<Record<Channel, Transport>> = {};
  if (config.smtpUrl) transports.EMAIL = createSmtpTransport(config.smtpUrl, config.mailFrom);
  if (config.smsWebhookUrl) transports.SMS = createWebhookTransport('SMS', config.smsWebhookUrl, config.messageWebhookSecret);
  if (config.voiceWebhookUrl) transports.VOICE = createWebhookTransport('VOICE', config.voiceWebhookUrl, config.messageWebhookSecret);
  return transports;
}

export function connectRedis(url: string): Redis {
  // Fail calls quickly instead of queueing them while Redis is away.
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: false, lazyConnect: true });
}

/** Counters in Redis when there is one (shared by every instance), else in the database. */
export function createAttemptStore(db: Database, redis: Redis | undefined, prefix: string): AttemptCounterStore {
  return redis ? createRedisAttemptCounters(redis, `${prefix}attempts:`) : createDatabaseAttemptCounters(db);
}
