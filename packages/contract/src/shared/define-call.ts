import type { $ZodType, output } from 'zod/v4/core';
import type { FeatureFlag } from './features';
import type { Permission } from './permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make a call: anyone; a would-be member holding the registration token of an
 * eligibility check; a member signed in by single sign-on who has not registered yet (only the SSO
 * registration calls); a member whose MFA is still pending (only the MFA calls); a fully
 * signed-in member; a signed-in support staff member; or a staff administrator.
 */
export type CallAccess = 'public' | 'registration' | 'sso-registration' | 'mfa-pending' | 'member' | 'staff' | 'staff-admin';

export interface CallDefinition {
  readonly method: HttpMethod;
  /** Path below the API root, in the router's `:param` form. */
  readonly path: string;
  readonly summary: string;
  readonly access: CallAccess;
  /** The client's feature flag the call belongs to: off, the server answers FEATURE_DISABLED (403). */
  readonly feature?: FeatureFlag;
  /** The permission the member's token must carry: without it, the server answers FORBIDDEN (403). */
  readonly permission?: Permission;
  readonly params?: $ZodType;
  readonly query?: $ZodType;
  readonly body?: $ZodType;
  /** The answer on success (status 200). */
  readonly response: $ZodType;
}

export function defineCall<const T extends CallDefinition>(call: T): T {
  return call;
}

export type CallBody<T extends CallDefinition> = T['body'] extends $ZodType ? output<T['body']> : never;
export type CallQuery<T extends CallDefinition> = T['query'] extends $ZodType ? output<T['query']> : never;
export type CallParams<T extends CallDefinition> = T['params'] extends $ZodType ? output<T['params']> : never;
export type CallResponse<T extends CallDefinition> = output<T['response']>;

/** Fills `:name` segments of a call's path; every value is URI-encoded. */
export function buildCallPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
