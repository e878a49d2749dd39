import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import { readAttemptCookie, redirectToFailure, redirectToSession, setAttemptCookie } from './browser-redirects';
import type { SamlSignIn } from './saml.service';
import { SsoRefusal } from './sso-refusal';

/** A signed SAML response is a few kilobytes; this leaves room for long certificates and attributes. */
const ACS_BODY_LIMIT_BYTES = 128 * 1024;
const SIGN_IN_RATE = { max: 30, timeWindow: 60_000 };

const params = z.object({ client: z.string().min(1).max(40) });

export interface SamlRoutesOptions {
  readonly saml: SamlSignIn;
  readonly findClient: (abbreviation: string) => Promise<ClientRecord | undefined>;
}

function postedSamlResponse(body: unknown): string {
  const value: unknown = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).SAMLResponse : undefined;
  if (typeof value !== 'string' || value === '') throw new SsoRefusal('failed', 'No SAMLResponse was posted');
  return value;
}

/**
 * The browser's SAML addresses, outside the member API: the client is in the path, not a header.
 * RelayState is not used: after a sign-in the browser always goes to the portal's own page.
 */
export const samlRoutes: FastifyPluginAsyncZod<SamlRoutesOptions> = async (app, { saml, findClient }) => {
  // The IdP posts the response as a form; only these routes read form bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: ACS_BODY_LIMIT_BYTES },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    },
  );

  async function samlOf(abbreviation: string) {
    const client = await findClient(abbreviation.toUpperCase());
    if (!client) throw notFound('The client');
    return { client, flow: await saml.forClient(client) };
  }

  app.get('/v1/sso/:client/saml/start', { schema: { params }, config: { rateLimit: SIGN_IN_RATE } }, async (request, reply) => {
    const { client, flow } = await samlOf(request.params.client);
    const { url, cookieValue } = await flow.start();
    // The IdP posts back across sites: only a SameSite=None (and so Secure) cookie comes along.
    setAttemptCookie(reply, client, cookieValue, { sameSite: 'None', secure: true });
    return reply.header('cache-control', 'no-store').redirect(url, 303);
  });

  app.post('/v1/sso/:client/saml/acs', { schema: { params }, config: { rateLimit: SIGN_IN_RATE } }, async (request, reply) => {
    const { flow } = await samlOf(request.params.client);
    try {
      return redirectToSession(reply, await flow.acceptResponse(postedSamlResponse(request.body), readAttemptCookie(request)));
    } catch (error) {
      return redirectToFailure(request, reply, error);
    }
  });

  app.get('/v1/sso/:client/saml/metadata', { schema: { params } }, async (request, reply) => {
    const { flow } = await samlOf(request.params.client);
    return reply.type('application/samlmetadata+xml').send(flow.metadata());
  });
};
