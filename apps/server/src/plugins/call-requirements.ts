import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { hasFeature } from '../lib/client-record';

/**
 * Enforces what each call declares in the contract, after its client and member are known: a
 * feature flag that is off for the client answers FEATURE_DISABLED; a permission the member's
 * token lacks answers FORBIDDEN. Both are 403, before the body is read.
 */
async function callRequirementsPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    const { feature, permission } = request.routeOptions.config;
    if (feature !== undefined && (!request.client || !hasFeature(request.client, feature))) {
      throw new AppError('FEATURE_DISABLED', `The ${feature} feature is off for this health plan`);
    }
    if (permission !== undefined && !request.member?.permissions.includes(permission)) {
      throw new AppError('FORBIDDEN', `This needs the ${permission} permission`);
    }
  });
}

export default fp(callRequirementsPlugin, { name: 'call-requirements', dependencies: ['tenant', 'member-auth'] });
