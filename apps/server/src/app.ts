import { randomUUID } from 'node:crypto';
import { REQUEST_HEADERS } from '@portal/contract';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { systemClock, type Clock } from './lib/clock';
import type { SigningKeys } from './lib/signing-keys';
import { createLogger } from './logger';
import { createServices } from './services';
import { clientsRoutes } from './modules/clients/clients.routes';
import { healthRoutes } from './modules/health/health.routes';
import { memberAccountRoutes } from './modules/member-account/member-account.routes';
import { memberInfoRoutes } from './modules/member-info/member-info.routes';
import { memberSessionRoutes } from './modules/member-session/member-session.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import errorsPlugin from './plugins/errors';
import memberAuthPlugin from './plugins/member-auth';
import openApiPlugin from './plugins/openapi';
import './plugins/request-context';
import securityHeadersPlugin from './plugins/security-headers';
import spaPlugin from './plugins/spa';
import tenantPlugin from './plugins/tenant';
import wireCasePlugin from './plugins/wire-case';

export interface AppDependencies {
  readonly database: DatabaseHandle;
  readonly signingKeys: SigningKeys;
  readonly clock?: Clock;
  /** Where log lines go; standard output unless a test collects them. */
  readonly logDestination?: DestinationStream;
}

const BODY_LIMIT_BYTES = 256 * 1024;

/** Builds the whole server, wired and ready to listen; starts nothing. */
export async function buildApp(config: AppConfig, dependencies: AppDependencies): Promise<FastifyInstance> {
  const { db } = dependencies.database;
  const clock = dependencies.clock ?? systemClock;
  const app = Fastify({
    loggerInstance: createLogger(config.logLevel, dependencies.logDestination),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_HEADERS.requestId, request.id);
  });

  const { clients, sessions, memberInfo, messages, account } = createServices(db, dependencies.signingKeys, clock);

  await app.register(errorsPlugin);
  const https = config.publicUrl?.startsWith('https://') ?? false;
  await app.register(securityHeadersPlugin, { https });
  await app.register(wireCasePlugin, { validateResponses: config.validateResponses });
  await app.register(openApiPlugin, { https });

  await app.register(
    async (api) => {
      await api.register(tenantPlugin, {
        findClient: (abbreviation) => clients.findClient(abbreviation),
        findDefaultClient: () => clients.findDefaultClient(config.defaultClient),
      });
      await api.register(memberAuthPlugin, { authenticate: (token, client) => sessions.authenticate(token, client) });
      await api.register(healthRoutes, {
        pingDatabase: async () => {
          await db.execute(sql`select 1`);
        },
      });
      await api.register(clientsRoutes, { clients });
      await api.register(memberSessionRoutes, { sessions });
      await api.register(memberInfoRoutes, { memberInfo });
      await api.register(messagesRoutes, { messages });
      await api.register(memberAccountRoutes, { account });
    },
    { prefix: '/api' },
  );

  await app.register(spaPlugin, {
    webDistDir: config.webDistDir,
    clientForHost: async (hostname) =>
      (await clients.findClientForHost(hostname)) ?? (await clients.findDefaultClient(config.defaultClient)),
  });
  return app;
}
