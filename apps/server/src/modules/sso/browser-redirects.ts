import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ClientRecord } from '../../lib/client-record';
import { SsoRefusal } from './sso-refusal';

/** The cookie that binds a started sign-in to this browser, scoped to the client's SSO addresses. */
const ATTEMPT_COOKIE = 'portal_sso_attempt';

export function ssoBasePath(client: ClientRecord): string {
  return `/api/v1/sso/${client.configuration.abbreviation}`;
}

export interface CookieOptions {
  /** OIDC returns by a top-level GET (Lax is sent); SAML posts across sites, which needs None and Secure. */
  readonly sameSite: 'Lax' | 'None';
  readonly secure: boolean;
}

export function setAttemptCookie(reply: FastifyReply, client: ClientRecord, value: string, options: CookieOptions): void {
  const parts = [
    `${ATTEMPT_COOKIE}=${value}`,
    `Path=${ssoBasePath(client)}`,
    'Max-Age=600',
    'HttpOnly',
    `SameSite=${options.sameSite}`,
    ...(options.secure || options.sameSite === 'None' ? ['Secure'] : []),
  ];
  reply.header('set-cookie', parts.join('; '));
}

export function readAttemptCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const pair of header.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === ATTEMPT_COOKIE) return value.join('=');
  }
  return undefined;
}

/** The page that exchanges the hand-off; the code travels in the fragment, which no server or log sees. */
export function redirectToSession(reply: FastifyReply, handoff: string): FastifyReply {
  return reply.header('cache-control', 'no-store').redirect(`/sso/complete#handoff=${encodeURIComponent(handoff)}`, 303);
}

/**
 * A refused sign-in goes to the sign-in failure page with the reason the member is told.
 * What exactly failed is logged (without the identity), never shown.
 */
export function redirectToFailure(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const reason = error instanceof SsoRefusal ? error.reason : 'failed';
  request.log.warn({ ssoRefusal: error instanceof Error ? error.message : String(error) }, 'single sign-on refused');
  return reply.header('cache-control', 'no-store').redirect(`/login-verify-error?sso=${reason}`, 303);
}
