import { checkResetLinkCall, getUsernameCall, requestPasswordResetCall, resetPasswordCall } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, rateLimited } from '../../lib/contract-route';
import { requestClient } from '../../plugins/tenant';
import type { RecoveryService } from './recovery.service';

const RECOVERY_LIMIT = { max: 10, timeWindow: 60_000 };

export const recoveryRoutes: FastifyPluginAsyncZod<{ recovery: RecoveryService }> = async (app, { recovery }) => {
  app.route({
    ...rateLimited(contractRoute(getUsernameCall), RECOVERY_LIMIT),
    handler: async (request) => ({ username: await recovery.findUsername(requestClient(request), request.query) }),
  });

  app.route({
    ...rateLimited(contractRoute(requestPasswordResetCall), RECOVERY_LIMIT),
    handler: async (request) => ({ maskedEmail: await recovery.requestReset(requestClient(request), request.body) }),
  });

  app.route({
    ...rateLimited(contractRoute(checkResetLinkCall), RECOVERY_LIMIT),
    handler: async (request) => ({
      usable: await recovery.isResetLinkUsable(requestClient(request), request.params.username, request.body.token),
    }),
  });

  app.route({
    ...rateLimited(contractRoute(resetPasswordCall), RECOVERY_LIMIT),
    handler: async (request) => {
      await recovery.resetPassword(requestClient(request), request.params.username, request.body.oldPassword, request.body.newPassword);
      return {};
    },
  });
};
