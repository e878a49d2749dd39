import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where Human API's Connect client opens its window (an iframe), allowed when the operator has a Human API account. */
export const HUMAN_API_CONNECT_ORIGIN = 'https://hapi-connect.humanapi.co';

/** What the operator configured that pages may frame. */
export interface SecurityHeaderOptions {
  readonly https: boolean;
  readonly humanApiConnect?: boolean;
}

/**
 * The Content-Security-Policy allows no inline script: scripts come only from this origin.
 * Inline styles stay allowed because the UI kit sets style attributes.
 */
function contentSecurityPolicy({ https, humanApiConnect = false }: SecurityHeaderOptions): string {
  const directives = [
    "default-src 'self'",
    ...(humanApiConnect ? [`frame-src ${HUMAN_API_CONNECT_ORIGIN}`] : []),
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join(';');
}

/** The security headers of every answer, the set helmet would send, computed once rather than per request. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const { https } = options;
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

async function securityHeadersPlugin(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  const headers = securityHeaders(options);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
