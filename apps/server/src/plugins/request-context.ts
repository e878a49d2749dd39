import type { CallAccess, FeatureFlag, Permission } from '@portal/contract';
import type { AccessClaims, RegistrationClaims } from '../lib/access-tokens';
import type { ClientRecord } from '../lib/client-record';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; absent means the route is not part of the member API. */
    access?: CallAccess;
    /** False for routes that serve no particular client (health checks, documentation). */
    tenant?: boolean;
    /** The client's feature flag the call needs (see `defineCall`). */
    feature?: FeatureFlag;
    /** The permission the member's token must carry (see `defineCall`). */
    permission?: Permission;
    /** False for calls the page makes by itself (token renewal): they do not keep a session awake. */
    activity?: boolean;
    /** Sign-out: open to every session of the client, even one waiting for SSO registration. */
    endsSession?: boolean;
  }

  interface FastifyRequest {
    /** The client named by the abbreviation header, or the configured default. */
    client: ClientRecord | null;
    /** The verified access token's claims (with any elevated permissions), on member routes. */
    member: AccessClaims | null;
    /** The verified registration token's claims, on registration routes. */
    registration: RegistrationClaims | null;
  }
}

export {};
