import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { REQUEST_HEADERS } from '@portal/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { createAttemptStore, createTransports } from './infrastructure';
import { createJobRunner } from './jobs/job-runner';
import { AppError } from './lib/app-error';
import { systemClock, type Clock } from './lib/clock';
import type { PasswordVerifier } from './lib/passwords';
import type { SecretBox } from './lib/secret-box';
import type { SigningKeys } from './lib/signing-keys';
import { createLogger, OneLinePerRequest } from './logger';
import type { Channel } from './messaging/outbox';
import type { Transport } from './messaging/transports';
import callRequirementsPlugin from './plugins/call-requirements';
import apiCachingPlugin from './plugins/api-caching';
import errorsPlugin from './plugins/errors';
import inputGuardPlugin from './plugins/input-guard';
import memberAuthPlugin from './plugins/member-auth';
import openApiPlugin from './plugins/openapi';
import './plugins/request-context';
import securityHeadersPlugin from './plugins/security-headers';
import spaPlugin from './plugins/spa';
import tenantPlugin from './plugins/tenant';
import wireCasePlugin from './plugins/wire-case';
import { AREA_MODULES } from './modules';
import { createServices, type Services } from './services';

export interface AppDependencies {
  readonly database: DatabaseHandle;
  readonly signingKeys: SigningKeys;
  readonly secretBox: SecretBox;
  readonly clock?: Clock;
  /** Shared counters and rate limits across instances; the database's counters without it. */
  readonly redis?: Redis;
  /** Where log lines go; standard output unless a test collects them. */
  readonly logDestination?: DestinationStream;
  /** Replaces the configured transports (a test's recording gateway). */
  readonly transports?: Partial<Record<Channel, Transport>>;
  readonly passwords?: PasswordVerifier;
  /**
   * The services of this process, when its runtime built them already (the server's start-up):
   * one dispatcher and one client cache per process. Built here when absent (tests).
   */
  readonly services?: Services;
  /** Send queued messages every second in the background (the server does; tests send on demand). */
  readonly dispatchInBackground?: boolean;
}

const BODY_LIMIT_BYTES = 256 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** Builds the whole server, wired and ready to listen; starts nothing. */
export async function buildApp(config: AppConfig, dependencies: AppDependencies): Promise<FastifyInstance> {
  const { db } = dependencies.database;
  const clock = dependencies.clock ?? systemClock;
  const keys = dependencies.signingKeys;
  const log = createLogger(config.logLevel, dependencies.logDestination);
  const app = Fastify({
    loggerInstance: log,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    logController: new OneLinePerRequest(),
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_HEADERS.requestId, request.id);
  });

  const services =
    dependencies.services ??
    createServices({
      db,
      keys,
      secretBox: dependencies.secretBox,
      clock,
      attempts: createAttemptStore(db, dependencies.redis, config.redisKeyPrefix),
      transports: dependencies.transports ?? createTransports(config),
      devOutbox: config.devOutbox,
      publicUrl: config.publicUrl,
      fulfilmentWebhook: config.fulfilmentWebhook,
      demoDevice: config.demoDevice,
      humanApi: config.humanApi,
      log,
      passwords: dependencies.passwords,
    });
  app.decorate('services', services);
  if (dependencies.dispatchInBackground) services.dispatcher.start();
  app.addHook('onClose', async () => services.dispatcher.stop());
  // The areas' own work (reward expiry, ...) runs where messages are sent: in the server, not in tests.
  const jobs = createJobRunner(
    AREA_MODULES.flatMap((module) => module.jobs ?? []),
    services,
    clock,
    log,
  );
  if (dependencies.dispatchInBackground) jobs.start();
  app.addHook('onClose', async () => jobs.stop());

  const https = config.publicUrl.startsWith('https://');
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { https, humanApiConnect: config.humanApi !== undefined });
  await app.register(wireCasePlugin, { validateResponses: config.validateResponses });
  await app.register(inputGuardPlugin);
  await app.register(apiCachingPlugin, { prefix: '/api/' });
  await app.register(rateLimit, {
    global: false,
    ...(config.rateLimits ? {} : { allowList: () => true }),
    ...(dependencies.redis ? { redis: dependencies.redis, nameSpace: `${config.redisKeyPrefix}rate:` } : {}),
    errorResponseBuilder: () => new AppError('RATE_LIMITED', 'Too many requests; please wait a moment'),
  });
  await app.register(openApiPlugin, { https });

  await app.register(
    async (api) => {
      const settings = { config, https };
      for (const module of AREA_MODULES) await module.plugins?.(api, services, settings);
      await api.register(tenantPlugin, {
        findClient: (abbreviation) => services.clients.findClient(abbreviation),
        findDefaultClient: () => services.clients.findDefaultClient(config.defaultClient),
      });
      await api.register(memberAuthPlugin, { sessions: services.memberSessions, keys: services.keys, clock: services.clock });
      await api.register(callRequirementsPlugin);
      for (const module of AREA_MODULES) await module.routes?.(api, services, settings);
    },
    { prefix: '/api' },
  );

  await app.register(spaPlugin, {
    webDistDir: config.webDistDir,
    clientForHost: async (hostname) =>
      (await services.clients.findClientForHost(hostname)) ?? (await services.clients.findDefaultClient(config.defaultClient)),
  });
  return app;
}
