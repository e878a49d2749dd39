import { loginCall, logoutCall } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { signedInMember } from '../../plugins/member-auth';
import { requestClient } from '../../plugins/tenant';
import type { MemberSessionService } from './member-session.service';

export const memberSessionRoutes: FastifyPluginAsyncZod<{ sessions: MemberSessionService }> = async (app, { sessions }) => {
  app.route({
    ...contractRoute(loginCall),
    handler: async (request) => sessions.login(requestClient(request), request.body),
  });

  app.route({
    ...contractRoute(logoutCall),
    handler: async (request) => {
      await sessions.logout(signedInMember(request));
      return {};
    },
  });
};
