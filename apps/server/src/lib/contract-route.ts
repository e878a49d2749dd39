import { errorBodySchema, type CallAccess, type CallDefinition, type FeatureFlag, type Permission } from '@portal/contract';
import type { AuditAction } from './staff-access';

export interface ContractRouteOptions<C extends CallDefinition> {
  readonly method: C['method'];
  readonly url: string;
  readonly config: {
    readonly access: CallAccess;
    readonly tenant?: boolean;
    readonly feature?: FeatureFlag;
    readonly permission?: Permission;
    readonly rateLimit?: RateLimit;
    readonly audit?: AuditAction;
    readonly writes?: boolean;
  };
  readonly schema: {
    readonly summary: string;
    readonly params: C['params'];
    readonly querystring: C['query'];
    readonly body: C['body'];
    readonly response: { readonly 200: C['response']; readonly '4xx': typeof errorBodySchema; readonly '5xx': typeof errorBodySchema };
  };
}

/** Requests allowed per caller address in a window; the next ones get 429 RATE_LIMITED. */
export interface RateLimit {
  readonly max: number;
  readonly timeWindow: number;
}

/**
 * The Fastify route options of a contract call: its method and path, its schemas for
 * params, query and body, its answer and the error shape, and who may call it.
 */
export function contractRoute<const C extends CallDefinition>(call: C): ContractRouteOptions<C> {
  const schema = {
    summary: call.summary,
    params: call.params as C['params'],
    querystring: call.query as C['query'],
    body: call.body as C['body'],
    response: { 200: call.response as C['response'], '4xx': errorBodySchema, '5xx': errorBodySchema },
  };
  // Fastify warns about schema parts present but undefined, so parts a call lacks are left out.
  const present = Object.fromEntries(Object.entries(schema).filter(([, part]) => part !== undefined)) as typeof schema;
  // Staff work across every client: their calls name none.
  const tenant = call.access === 'staff' || call.access === 'staff-admin' ? { tenant: false } : {};
  // The call's feature flag and permission are enforced in one place (the call-requirements plugin).
  const requirements = { ...(call.feature ? { feature: call.feature } : {}), ...(call.permission ? { permission: call.permission } : {}) };
  return { method: call.method, url: call.path, config: { access: call.access, ...tenant, ...requirements }, schema: present };
}

/** The same route, limited per caller address (counted in Redis when it is configured). */
export function rateLimited<C extends CallDefinition>(route: ContractRouteOptions<C>, limit: RateLimit): ContractRouteOptions<C> {
  return { ...route, config: { ...route.config, rateLimit: limit } };
}

/** The same route, its audit rows named `action` (staff routes; see the staff-auth plugin). */
export function audited<C extends CallDefinition>(route: ContractRouteOptions<C>, action: AuditAction): ContractRouteOptions<C> {
  return { ...route, config: { ...route.config, audit: action } };
}

/** The same route, a GET that changes something: staff viewing a member's portal are refused it as any write. */
export function writing<C extends CallDefinition>(route: ContractRouteOptions<C>): ContractRouteOptions<C> {
  return { ...route, config: { ...route.config, writes: true } };
}
