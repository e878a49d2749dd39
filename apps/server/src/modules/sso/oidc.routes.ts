import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import { readAttemptCookie, redirectToFailure, redirectToSession, setAttemptCookie } from './browser-redirects';
import type { OidcSignIn } from './oidc.service';

export interface OidcRouteOptions {
  readonly oidc: OidcSignIn;
  readonly findClient: (abbreviation: string) => Promise<ClientRecord | undefined>;
  /** The portal is served over https: the attempt cookie is Secure. */
  readonly secureCookies: boolean;
}

/** Browser addresses, not API calls: the client is in the path, the answers are redirects. */
const clientParams = z.object({ client: z.string().min(1).max(40) });
const browserRoute = {
  schema: { params: clientParams, hide: true },
  // Each start writes an attempt row; a flood of them is refused per address.
  config: { rateLimit: { max: 30, timeWindow: 60_000 } },
} as const;

export const oidcRoutes: FastifyPluginAsyncZod<OidcRouteOptions> = async (app, { oidc, findClient, secureCookies }) => {
  async function clientNamed(abbreviation: string): Promise<ClientRecord> {
    const client = await findClient(abbreviation.toUpperCase());
    if (!client) throw new AppError('NOT_FOUND', 'There is no such client');
    return client;
  }

  app.get('/v1/sso/:client/oidc/start', browserRoute, async (request, reply) => {
    const client = await clientNamed(request.params.client);
    let started: { location: string; cookieValue: string };
    try {
      started = await oidc.start(client);
    } catch (error) {
      // No OIDC settings is the caller's mistake (404); an unreachable provider is a failed sign-in.
      if (error instanceof AppError) throw error;
      return redirectToFailure(request, reply, error);
    }
    setAttemptCookie(reply, client, started.cookieValue, { sameSite: 'Lax', secure: secureCookies });
    return reply.header('cache-control', 'no-store').redirect(started.location, 303);
  });

  app.get('/v1/sso/:client/oidc/callback', browserRoute, async (request, reply) => {
    const client = await clientNamed(request.params.client);
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    try {
      return redirectToSession(reply, await oidc.complete(client, readAttemptCookie(request), query));
    } catch (error) {
      return redirectToFailure(request, reply, error);
    }
  });
};
