import * as openid from 'openid-client';
import type { Clock } from '../../lib/clock';
import { isLoopbackHttp } from './sso-settings';

/** How long a discovered provider (its endpoints and keys' address) is trusted before asking again. */
export const OIDC_DISCOVERY_LIFETIME_MS = 15 * 60 * 1000;
const PROVIDER_TIMEOUT_SECONDS = 10;

export interface OidcClientRegistration {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

interface CachedDiscovery {
  readonly key: string;
  readonly expiresAt: number;
  readonly configuration: Promise<openid.Configuration>;
}

function discover({ issuer, clientId, clientSecret }: OidcClientRegistration): Promise<openid.Configuration> {
  const server = new URL(issuer);
  // Plain http is allowed for a provider on this machine only (the demo provider), never beyond.
  const insecure = isLoopbackHttp(server) ? { execute: [openid.allowInsecureRequests] } : {};
  return openid.discovery(server, clientId, undefined, openid.ClientSecretBasic(clientSecret), {
    timeout: PROVIDER_TIMEOUT_SECONDS,
    ...insecure,
  });
}

/**
 * Each client's discovered provider, kept a while so a sign-in does not fetch the discovery
 * document twice. A failed discovery is not kept: the next sign-in tries again. Changed
 * settings (another issuer, client id or secret) are a different key and discover afresh.
 */
export function createOidcDiscovery(clock: Clock) {
  const cache = new Map<number, CachedDiscovery>();

  return {
    configurationFor(clientId: number, registration: OidcClientRegistration): Promise<openid.Configuration> {
      const key = JSON.stringify([registration.issuer, registration.clientId, registration.clientSecret]);
      const now = clock.now().getTime();
      const cached = cache.get(clientId);
      if (cached && cached.key === key && cached.expiresAt > now) return cached.configuration;
      const configuration = discover(registration);
      const entry = { key, expiresAt: now + OIDC_DISCOVERY_LIFETIME_MS, configuration };
      cache.set(clientId, entry);
      configuration.catch(() => {
        if (cache.get(clientId) === entry) cache.delete(clientId);
      });
      return configuration;
    },
  };
}

export type OidcDiscovery = ReturnType<typeof createOidcDiscovery>;
