import * as z from 'zod/mini';

/** Spec 000: how a single sign-on started; a session's login type is one of these. */
export const SSO_LOGIN_TYPES = ['SSO_SAML_SP_INIT', 'SSO_SAML_IDP_INIT', 'SSO_OIDC'] as const;
export type SsoLoginType = (typeof SSO_LOGIN_TYPES)[number];

/** The protocol a client's identity provider speaks (a SAML client accepts both starts). */
export const SSO_PROTOCOLS = ['OIDC', 'SAML'] as const;
export const ssoProtocolSchema = z.enum(SSO_PROTOCOLS);
export type SsoProtocol = z.infer<typeof ssoProtocolSchema>;

/** The contacts the plan has for an SSO member, masked: where a registration code may go. */
export const ssoContactInfoSchema = z.object({
  primaryEmail: z.nullable(z.string()),
  primaryPhone: z.nullable(z.string()),
  primarySmsPhone: z.nullable(z.string()),
});
export type SsoContactInfo = z.infer<typeof ssoContactInfoSchema>;
