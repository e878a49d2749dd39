import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { claimedTokenType, TOKEN_TYPES, verifyImpersonationToken, type ImpersonationClaims } from '../lib/access-tokens';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import type { SigningKeys } from '../lib/signing-keys';
import type { AuditAction, AuditEntry, ImpersonationAccess, StaffContext } from '../lib/staff-access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a staff route's audit row calls the request. */
    audit?: AuditAction;
    /** A route that changes something though its method only reads (the spec's GET mark-as-read). */
    writes?: boolean;
  }

  interface FastifyRequest {
    /** The signed-in staff member, on staff routes. */
    staff: StaffContext | null;
    /** Set when the request carries a staff member's view of a member's portal. */
    impersonation: ImpersonationAccess | null;
    /** The audit row this request writes when it is answered, unless its handler wrote it already. */
    auditEntry: Omit<AuditEntry, 'method' | 'path' | 'outcome'> | null;
    auditWritten: boolean;
  }
}

export interface StaffAuthOptions {
  /** The staff session behind a staff token: alive, not idle, its account enabled. */
  authenticate(token: string): Promise<StaffContext>;
  /** The impersonation a verified token names, if it still holds. */
  impersonationAccess(claims: ImpersonationClaims): Promise<ImpersonationAccess>;
  recordAudit(entry: AuditEntry, now: Date): Promise<void>;
  readonly keys: SigningKeys;
  readonly clock: Clock;
}

/** Reading is all staff may do in a member's portal. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearer(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

export const requestPath = (request: FastifyRequest): string => request.url.split('?')[0] ?? request.url;

/**
 * The one place staff access is decided, for every API route, present and future (registered
 * first in the API scope, before the client is resolved):
 * - a request carrying an impersonation token is checked (still open, staff still enabled) and
 *   refused unless it only reads: no write reaches any route while staff view a member's portal
 *   (a route that writes on a GET says so in its config);
 * - staff routes need a staff session, administrator routes the ADMIN role;
 * - each such request writes one audit row when it is answered (in `onSend`, so a row that cannot
 *   be written turns the answer into an error rather than an unrecorded read), outside whatever
 *   transaction the handler ran, so a request that failed with a 500 is recorded too.
 */
async function staffAuthPlugin(app: FastifyInstance, options: StaffAuthOptions): Promise<void> {
  app.decorateRequest('staff', null);
  app.decorateRequest('impersonation', null);
  app.decorateRequest('auditEntry', null);
  app.decorateRequest('auditWritten', false);

  app.addHook('onRequest', async (request) => {
    const { access, audit, writes } = request.routeOptions.config;
    const token = bearer(request);
    if (token !== null && claimedTokenType(token) === TOKEN_TYPES.impersonation) {
      const claims = await verifyImpersonationToken(options.keys, token, options.clock.now());
      request.auditEntry = {
        staffId: claims.staffId,
        memberId: claims.memberId,
        clientId: claims.clientId,
        impersonationId: claims.impersonationId,
        action: 'IMPERSONATED_REQUEST',
      };
      request.impersonation = await options.impersonationAccess(claims);
      noteInAudit(request, { reason: request.impersonation.reason });
      if (!READ_METHODS.has(request.method) || writes === true) {
        throw new AppError('IMPERSONATION_READ_ONLY', "Staff viewing a member's portal can read it, not change it");
      }
      // A view of one member's portal opens that portal, nothing of the console.
      if (access === 'staff' || access === 'staff-admin') throw new AppError('UNAUTHENTICATED', 'A staff token is required');
      return;
    }
    if (audit && access === 'public') request.auditEntry = { staffId: null, action: audit };
    if (access !== 'staff' && access !== 'staff-admin') return;
    if (token === null) throw new AppError('UNAUTHENTICATED', 'A bearer token is required');
    request.staff = await options.authenticate(token);
    request.auditEntry = { staffId: request.staff.staffId, action: audit ?? 'STAFF_REQUEST' };
    if (access === 'staff-admin' && request.staff.role !== 'ADMIN') throw new AppError('FORBIDDEN', 'This needs a staff administrator');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.auditEntry && !request.auditWritten) {
      const entry = { ...request.auditEntry, method: request.method, path: requestPath(request), outcome: reply.statusCode };
      request.auditWritten = true;
      const now = options.clock.now();
      try {
        await options.recordAudit(entry, now);
      } catch (error) {
        // A detail the database refuses must not leave the request unrecorded: the row goes in without it.
        request.log.error({ err: error }, 'audit row refused; written again without its reason');
        await options.recordAudit({ ...entry, reason: null }, now);
      }
    }
    return payload;
  });
}

export default fp(staffAuthPlugin, { name: 'staff-auth' });

/** Adds what a handler learns (the member, client or reason concerned) to the request's audit row. */
export function noteInAudit(request: FastifyRequest, details: Pick<AuditEntry, 'memberId' | 'clientId' | 'reason'>): void {
  if (request.auditEntry) request.auditEntry = { ...request.auditEntry, ...details };
}

/** The signed-in staff member of a staff route. */
export function signedInStaff(request: FastifyRequest): StaffContext {
  if (!request.staff) throw new AppError('UNAUTHENTICATED', 'A signed-in staff member is required');
  return request.staff;
}
