import { z } from 'zod';

/** Loopback hosts, where a development identity provider may speak plain http. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopbackHttp(address: URL): boolean {
  return address.protocol === 'http:' && LOOPBACK_HOSTS.has(address.hostname);
}

const httpAddress = z.url({ protocol: /^https?$/, error: 'must be an http(s) address' });

/** An OIDC issuer is reached over https; plain http only on this machine (the demo provider). */
const issuerAddress = httpAddress.refine((value) => {
  const address = new URL(value);
  return address.protocol === 'https:' || isLoopbackHttp(address);
}, 'must be an https address (http only on localhost)');

const memberLoginUrl = httpAddress.optional();

export const oidcSettingsSchema = z.strictObject({
  protocol: z.literal('OIDC'),
  issuer: issuerAddress,
  clientId: z.string().trim().min(1).max(200),
  clientSecret: z.string().min(1).max(1000),
  scopes: z
    .string()
    .trim()
    .refine((value) => value.split(/\s+/).includes('openid'), 'must include openid')
    .default('openid email phone'),
  /** The ID token (or user info) claim carrying the plan's member number. */
  memberNumberClaim: z.string().trim().min(1).max(100),
  memberLoginUrl,
});

export const samlSettingsSchema = z.strictObject({
  protocol: z.literal('SAML'),
  idpEntityId: z.string().trim().min(1).max(500),
  idpSsoUrl: httpAddress,
  /** PEM or bare base64 of the IdP's signing certificate. */
  idpCertificate: z
    .string()
    .trim()
    .regex(
      /^(-----BEGIN CERTIFICATE-----[A-Za-z0-9+/=\s]+-----END CERTIFICATE-----|[A-Za-z0-9+/=\s]+)$/,
      'must be a PEM or base64 certificate',
    ),
  spEntityId: z.string().trim().min(1).max(500),
  memberNumberAttribute: z.string().trim().min(1).max(200),
  memberLoginUrl,
});

/** A client's identity provider as an operator gives it (`npm run portal -- sso configure`). */
export const ssoSettingsSchema = z.discriminatedUnion('protocol', [oidcSettingsSchema, samlSettingsSchema]);
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;
