import type { CallAccess } from '@portal/contract';
import type { AccessClaims } from '../lib/access-tokens';
import type { ClientRecord } from '../lib/client-record';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; absent means the route is not part of the member API. */
    access?: CallAccess;
    /** False for routes that serve no particular client (health checks, documentation). */
    tenant?: boolean;
  }

  interface FastifyRequest {
    /** The client named by the abbreviation header, or the configured default. */
    client: ClientRecord | null;
    /** The verified access token's claims, on routes that need a member. */
    member: AccessClaims | null;
  }
}

export {};
