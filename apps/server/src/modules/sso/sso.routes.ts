import { openSsoSessionCall } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, rateLimited } from '../../lib/contract-route';
import { requestClient } from '../../plugins/tenant';
import type { SsoSignIn } from './sso-sign-in.service';

export const ssoSessionRoutes: FastifyPluginAsyncZod<{ signIn: SsoSignIn }> = async (app, { signIn }) => {
  app.route({
    ...rateLimited(contractRoute(openSsoSessionCall), { max: 20, timeWindow: 60_000 }),
    handler: async (request) => signIn.openSession(requestClient(request), request.body.handoff),
  });
};
