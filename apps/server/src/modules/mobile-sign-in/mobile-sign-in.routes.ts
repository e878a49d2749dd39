import { pollDeviceTokenCall, startDeviceAuthorizationCall, submitUserCodeCall } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, rateLimited } from '../../lib/contract-route';
import { signedInMember } from '../../plugins/member-auth';
import { requestClient } from '../../plugins/tenant';
import type { MobileSignInService } from './mobile-sign-in.service';

export const mobileSignInRoutes: FastifyPluginAsyncZod<{ mobile: MobileSignInService }> = async (app, { mobile }) => {
  app.route({
    ...rateLimited(contractRoute(startDeviceAuthorizationCall), { max: 10, timeWindow: 60_000 }),
    handler: async (request) => mobile.start(requestClient(request)),
  });

  app.route({
    ...rateLimited(contractRoute(pollDeviceTokenCall), { max: 60, timeWindow: 60_000 }),
    handler: async (request) => mobile.poll(requestClient(request), request.body.deviceCode),
  });

  app.route({
    ...contractRoute(submitUserCodeCall),
    handler: async (request) => {
      await mobile.approve(requestClient(request), signedInMember(request), request.body.userCode, request.ip);
      return { approved: true as const };
    },
  });
};
