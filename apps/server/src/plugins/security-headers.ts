import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy allows no inline script: scripts come only from this origin.
 * Inline styles stay allowed because the UI kit sets style attributes.
 */
function contentSecurityPolicy(https: boolean): string {
  const directives = [
    "default-src 'self'",
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
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(https),
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

async function securityHeadersPlugin(app: FastifyInstance, options: { https: boolean }): Promise<void> {
  const headers = securityHeaders(options.https);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
