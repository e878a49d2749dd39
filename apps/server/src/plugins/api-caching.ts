import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers of the API carry members' and staff's data: no browser or proxy keeps a copy
 * (`no-store`) unless a route says otherwise itself. The web app's files keep their own caching.
 */
async function apiCachingPlugin(app: FastifyInstance, options: { prefix: string }): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(options.prefix) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

export default fp(apiCachingPlugin, { name: 'api-caching' });
