import { PERMISSIONS, REQUEST_HEADERS, needsMfaVerification } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { elevatedPermissions, verifyRegistrationToken, type AccessClaims, type RegistrationClaims } from '../lib/access-tokens';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import type { SigningKeys } from '../lib/signing-keys';

export interface MemberAuthOptions {
  readonly sessions: {
    /** Verifies the token and that its session is alive and belongs to this client. */
    authenticate(token: string, clientId: number, options: { activity: boolean }): Promise<AccessClaims>;
  };
  readonly keys: SigningKeys;
  readonly clock: Clock;
}

/** The registration an eligibility check opened, for this client only. */
async function verifyRegistration({ keys, clock }: MemberAuthOptions, token: string, clientId: number): Promise<RegistrationClaims> {
  const claims = await verifyRegistrationToken(keys, token, clock.now());
  if (claims.clientId !== clientId) throw new AppError('REGISTRATION_EXPIRED', 'The registration belongs to another client');
  return claims;
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new AppError('UNAUTHENTICATED', 'A bearer token is required');
  return match[1];
}

/**
 * Enforces each route's `access` in one place: member routes need a complete session, MFA
 * routes accept one still waiting for its code, registration routes the token of an
 * eligibility check. The member is always the token's; a member id header naming anyone
 * else is refused.
 */
async function memberAuthPlugin(app: FastifyInstance, options: MemberAuthOptions): Promise<void> {
  app.decorateRequest('member', null);
  app.decorateRequest('registration', null);
  app.addHook('onRequest', async (request) => {
    const { access, activity } = request.routeOptions.config;
    if (access === undefined || access === 'public' || access === 'staff' || access === 'staff-admin') return;
    if (!request.client) throw new AppError('CLIENT_NOT_FOUND', 'No client was resolved for this call');
    const clientId = request.client.configuration.id;
    if (request.impersonation) {
      // Staff viewing a member's portal (checked, and held to reading, by the staff-auth plugin).
      const { claims } = request.impersonation;
      if (access === 'registration' || access === 'sso-registration' || claims.clientId !== clientId)
        throw new AppError('UNAUTHENTICATED', 'This view is of another portal');
      request.member = claims;
      return;
    }
    if (access === 'registration') {
      request.registration = await verifyRegistration(options, bearerToken(request), clientId);
      return;
    }
    const claims = await options.sessions.authenticate(bearerToken(request), clientId, { activity: activity !== false });
    if (access === 'member' && needsMfaVerification(claims.permissions)) {
      throw new AppError('MFA_REQUIRED', 'Multi-factor verification is required first');
    }
    // A single sign-on before registration opens SSO registration (and sign-out), nothing else.
    const ssoPending = claims.permissions.includes(PERMISSIONS.ssoRegistrationRequired);
    if (ssoPending !== (access === 'sso-registration') && !(ssoPending && request.routeOptions.config.endsSession === true)) {
      throw ssoPending
        ? new AppError('SSO_REGISTRATION_REQUIRED', 'Single sign-on registration is required first')
        : new AppError('FORBIDDEN', 'Only a single sign-on waiting for registration may make this call');
    }
    const namedMember = request.headers[REQUEST_HEADERS.memberId];
    if (namedMember !== undefined && namedMember !== String(claims.memberId)) {
      throw new AppError('FORBIDDEN', 'The member id header does not match the signed-in member');
    }
    const elevatedToken = request.headers[REQUEST_HEADERS.elevatedRoleToken];
    const elevated =
      typeof elevatedToken === 'string' && access === 'member'
        ? await elevatedPermissions(options.keys, elevatedToken, claims, options.clock.now())
        : [];
    request.member = elevated.length > 0 ? { ...claims, permissions: [...new Set([...claims.permissions, ...elevated])] } : claims;
  });
}

export default fp(memberAuthPlugin, { name: 'member-auth', dependencies: ['tenant', 'staff-auth'] });

/** The signed-in member of a route whose access is `member` or `mfa-pending`. */
export function signedInMember(request: FastifyRequest): AccessClaims {
  if (!request.member) throw new AppError('UNAUTHENTICATED', 'A signed-in member is required');
  return request.member;
}

/** The registration of a route whose access is `registration`. */
export function openRegistration(request: FastifyRequest): RegistrationClaims {
  if (!request.registration) throw new AppError('REGISTRATION_EXPIRED', 'No registration is open');
  return request.registration;
}
