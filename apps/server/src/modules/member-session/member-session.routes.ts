import { keepAliveCall, loginCall, loginWithRefreshTokenCall, logoutCall, renewJwtCall, renewJwtWithRefreshCall } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, rateLimited } from '../../lib/contract-route';
import { signedInMember } from '../../plugins/member-auth';
import { requestClient } from '../../plugins/tenant';
import type { MemberSessionService } from './member-session.service';

export const memberSessionRoutes: FastifyPluginAsyncZod<{ sessions: MemberSessionService }> = async (app, { sessions }) => {
  app.route({
    ...rateLimited(contractRoute(loginCall), { max: 30, timeWindow: 60_000 }),
    handler: async (request) => sessions.login(requestClient(request), request.body),
  });

  const logoutRoute = contractRoute(logoutCall);
  app.route({
    ...logoutRoute,
    config: { ...logoutRoute.config, endsSession: true },
    handler: async (request) => {
      await sessions.logout(signedInMember(request));
      return {};
    },
  });

  app.route({
    ...contractRoute(keepAliveCall),
    handler: async () => ({}),
  });

  const renewal = contractRoute(renewJwtCall);
  app.route({
    ...renewal,
    // The page renews its token by itself: that is not the member being active.
    config: { ...renewal.config, activity: false },
    handler: async (request) => ({ jwt: await sessions.renew(signedInMember(request)) }),
  });

  app.route({
    ...rateLimited(contractRoute(renewJwtWithRefreshCall), { max: 30, timeWindow: 60_000 }),
    handler: async (request) => {
      const renewed = await sessions.refresh(requestClient(request), request.body.refreshToken);
      return { jwt: renewed.jwt, refreshToken: renewed.refreshToken };
    },
  });

  app.route({
    ...rateLimited(contractRoute(loginWithRefreshTokenCall), { max: 30, timeWindow: 60_000 }),
    handler: async (request) => sessions.loginWithRefreshToken(requestClient(request), request.body.refreshToken),
  });
};
