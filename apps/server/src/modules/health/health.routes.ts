import { healthzCall, readyzCall } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { contractRoute } from '../../lib/contract-route';

/** Probes for a load balancer; they name no client. */
export const healthRoutes: FastifyPluginAsyncZod<{ pingDatabase: () => Promise<void> }> = async (app, { pingDatabase }) => {
  const probe = { tenant: false, access: 'public' } as const;

  app.route({
    ...contractRoute(healthzCall),
    config: probe,
    logLevel: 'warn',
    handler: async () => ({ status: 'ok' as const }),
  });

  app.route({
    ...contractRoute(readyzCall),
    config: probe,
    logLevel: 'warn',
    handler: async (request) => {
      try {
        await pingDatabase();
      } catch (error) {
        request.log.warn({ err: error }, 'database is not answering');
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not answering');
      }
      return { status: 'ready' as const, database: 'ok' as const };
    },
  });
};
