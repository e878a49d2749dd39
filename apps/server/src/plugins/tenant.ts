import { REQUEST_HEADERS, isLanguageCode, type LanguageCode } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { ClientRecord } from '../lib/client-record';

export interface TenantOptions {
  findClient(abbreviation: string): Promise<ClientRecord | undefined>;
  /** The client of a request that names none. */
  findDefaultClient(): Promise<ClientRecord | undefined>;
}

/** Picks the client (tenant) of each API call from the client abbreviation header. */
async function tenantPlugin(app: FastifyInstance, options: TenantOptions): Promise<void> {
  app.decorateRequest('client', null);
  app.addHook('onRequest', async (request) => {
    const { access, tenant } = request.routeOptions.config;
    if (access === undefined || tenant === false) return;
    const named = request.headers[REQUEST_HEADERS.clientAbbreviation];
    const abbreviation = typeof named === 'string' ? named.trim() : '';
    const client = abbreviation === '' ? await options.findDefaultClient() : await options.findClient(abbreviation.toUpperCase());
    if (!client)
      throw new AppError(
        'CLIENT_NOT_FOUND',
        abbreviation === '' ? 'There is no default client' : `There is no client '${abbreviation.slice(0, 40)}'`,
      );
    request.client = client;
  });
}

export default fp(tenantPlugin, { name: 'tenant' });

/** The client of a route that serves one. */
export function requestClient(request: FastifyRequest): ClientRecord {
  if (!request.client) throw new AppError('CLIENT_NOT_FOUND', 'No client was resolved for this call');
  return request.client;
}

/** The language the page asked for (its preferred-language header), for members without one saved. */
export function preferredLanguage(request: FastifyRequest): LanguageCode | null {
  const named = request.headers[REQUEST_HEADERS.preferredLanguage];
  return typeof named === 'string' && isLanguageCode(named.toUpperCase()) ? (named.toUpperCase() as LanguageCode) : null;
}
