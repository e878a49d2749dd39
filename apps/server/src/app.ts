import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { REQUEST_HEADERS } from '@portal/contract';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { createAttemptStore, createTransports } from './infrastructure';
import { elevatedPermissions, verifyRegistrationToken } from './lib/access-tokens';
import { AppError } from './lib/app-error';
import { systemClock, type Clock } from './lib/clock';
import type { PasswordVerifier } from './lib/passwords';
import type { SecretBox } from './lib/secret-box';
import type { SigningKeys } from './lib/signing-keys';
import { createLogger, OneLinePerRequest } from './logger';
import type { Channel } from './messaging/outbox';
import type { Transport } from './messaging/transports';
import { agreementsRoutes } from './modules/agreements/agreements.routes';
import { clientsRoutes } from './modules/clients/clients.routes';
import { devOutboxRoutes } from './modules/dev-outbox/dev-outbox.routes';
import { healthRoutes } from './modules/health/health.routes';
import { memberAccountRoutes } from './modules/member-account/member-account.routes';
import { memberInfoRoutes } from './modules/member-info/member-info.routes';
import { memberSessionRoutes } from './modules/member-session/member-session.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { mfaRoutes } from './modules/mfa/mfa.routes';
import { mobileSignInRoutes } from './modules/mobile-sign-in/mobile-sign-in.routes';
import { recoveryRoutes } from './modules/recovery/recovery.routes';
import { registrationRoutes } from './modules/registration/registration.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { feedsRoutes } from './modules/feeds/feeds.routes';
import { oidcRoutes } from './modules/sso/oidc.routes';
import { samlRoutes } from './modules/sso/saml.routes';
import { ssoSessionRoutes } from './modules/sso/sso.routes';
import { ssoRegistrationRoutes } from './modules/sso-registration/sso-registration.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import errorsPlugin from './plugins/errors';
import memberAuthPlugin from './plugins/member-auth';
import openApiPlugin from './plugins/openapi';
import './plugins/request-context';
import securityHeadersPlugin from './plugins/security-headers';
import spaPlugin from './plugins/spa';
import staffAuthPlugin from './plugins/staff-auth';
import tenantPlugin from './plugins/tenant';
import wireCasePlugin from './plugins/wire-case';
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

  const services = createServices({
    db,
    keys,
    secretBox: dependencies.secretBox,
    clock,
    attempts: createAttemptStore(db, dependencies.redis, config.redisKeyPrefix),
    transports: dependencies.transports ?? createTransports(config),
    devOutbox: config.devOutbox,
    publicUrl: config.publicUrl,
    log,
    passwords: dependencies.passwords,
  });
  app.decorate('services', services);
  if (dependencies.dispatchInBackground) services.dispatcher.start();
  app.addHook('onClose', async () => services.dispatcher.stop());

  const https = config.publicUrl.startsWith('https://');
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { https });
  await app.register(wireCasePlugin, { validateResponses: config.validateResponses });
  await app.register(rateLimit, {
    global: false,
    ...(config.rateLimits ? {} : { allowList: () => true }),
    ...(dependencies.redis ? { redis: dependencies.redis, nameSpace: `${config.redisKeyPrefix}rate:` } : {}),
    errorResponseBuilder: () => new AppError('RATE_LIMITED', 'Too many requests; please wait a moment'),
  });
  await app.register(openApiPlugin, { https });

  await app.register(
    async (api) => {
      await api.register(staffAuthPlugin, {
        authenticate: (token) => services.staff.authenticate(token),
        impersonationAccess: (claims) => services.staff.impersonationAccess(claims),
        recordAudit: (entry, now) => services.audit.record(entry, now),
        keys,
        clock,
      });
      await api.register(tenantPlugin, {
        findClient: (abbreviation) => services.clients.findClient(abbreviation),
        findDefaultClient: () => services.clients.findDefaultClient(config.defaultClient),
      });
      await api.register(memberAuthPlugin, {
        authenticate: (token, clientId, options) => services.memberSessions.authenticate(token, clientId, options),
        elevatedPermissions: (token, session) => elevatedPermissions(keys, token, session, clock.now()),
        verifyRegistration: async (token, clientId) => {
          const claims = await verifyRegistrationToken(keys, token, clock.now());
          if (claims.clientId !== clientId) throw new AppError('REGISTRATION_EXPIRED', 'The registration belongs to another client');
          return claims;
        },
      });
      await api.register(healthRoutes, {
        pingDatabase: async () => {
          await db.execute(sql`select 1`);
        },
      });
      await api.register(clientsRoutes, { clients: services.clients });
      await api.register(memberSessionRoutes, { sessions: services.sessions });
      await api.register(mfaRoutes, { mfa: services.mfa });
      await api.register(registrationRoutes, { registration: services.registration });
      await api.register(recoveryRoutes, { recovery: services.recovery });
      await api.register(mobileSignInRoutes, { mobile: services.mobile });
      await api.register(memberInfoRoutes, { memberInfo: services.memberInfo });
      await api.register(messagesRoutes, { messages: services.messages });
      await api.register(memberAccountRoutes, { account: services.account });
      await api.register(agreementsRoutes, { agreements: services.agreements });
      await api.register(subscriptionsRoutes, { subscriptions: services.subscriptions });
      await api.register(staffRoutes, { staff: services.staff, audit: services.audit });
      await api.register(feedsRoutes, { feeds: services.feeds, findClient: (abbreviation) => services.clients.findClient(abbreviation) });
      await api.register(ssoSessionRoutes, { signIn: services.ssoSignIn });
      await api.register(samlRoutes, { saml: services.saml, findClient: (abbreviation) => services.clients.findClient(abbreviation) });
      await api.register(oidcRoutes, {
        oidc: services.oidc,
        findClient: (abbreviation) => services.clients.findClient(abbreviation),
        secureCookies: https,
      });
      await api.register(ssoRegistrationRoutes, { ssoRegistration: services.ssoRegistration });
      if (config.devOutbox) await api.register(devOutboxRoutes, { outbox: services.devOutbox });
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
