import type { SsoLoginType, SsoProtocol } from '@portal/contract';
import { index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { memberOwned, memberOwnership } from './members';

/**
 * A client's identity provider. OIDC needs the issuer, the portal's client id and secret (sealed
 * with the data key), the scopes and the claim carrying the plan's member number; SAML the IdP's
 * entity id, sign-on address and signing certificate, the portal's entity id, and the attribute
 * carrying the member number.
 */
export const clientSsoSettings = pgTable('client_sso_settings', {
  clientId: integer()
    .primaryKey()
    .references(() => clients.id),
  protocol: text().$type<SsoProtocol>().notNull(),
  oidcIssuer: text(),
  oidcClientId: text(),
  oidcClientSecretSealed: text(),
  oidcScopes: text(),
  oidcMemberNumberClaim: text(),
  samlIdpEntityId: text(),
  samlIdpSsoUrl: text(),
  /** PEM or bare base64 of the IdP's signing certificate. */
  samlIdpCertificate: text(),
  samlSpEntityId: text(),
  samlMemberNumberAttribute: text(),
  /** The plan's own member sign-in page: where sign-out goes after an IdP-initiated sign-in. */
  memberLoginUrl: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** An identity at a client's provider, (issuer, subject), linked to one roster member. */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned(),
    issuer: text().notNull(),
    subject: text().notNull(),
    /** Contacts the provider gave at the last sign-in, kept as the member's SSO contact info. */
    email: text(),
    phone: text(),
    linkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    memberOwnership('sso_identities', table),
    unique().on(table.clientId, table.issuer, table.subject),
    unique().on(table.memberId, table.issuer),
  ],
);

/**
 * A sign-in this portal started, bound to the browser by a cookie whose hash is kept here:
 * OIDC's state, nonce and PKCE verifier, or the SAML request id the response must answer.
 */
export const ssoAttempts = pgTable(
  'sso_attempts',
  {
    id: text().primaryKey(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    browserBindingHash: text().notNull(),
    protocol: text().$type<SsoProtocol>().notNull(),
    /** The provider the attempt was sent to (OIDC issuer, SAML IdP entity id). */
    provider: text().notNull(),
    state: text(),
    nonce: text(),
    codeVerifier: text(),
    samlRequestId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('sso_attempts_saml_request_idx').on(table.clientId, table.samlRequestId)],
);

/** The one-time hand-off from a completed sign-in to the page that opens the session. */
export const ssoHandoffs = pgTable(
  'sso_handoffs',
  {
    codeHash: text().primaryKey(),
    ...memberOwned(),
    loginType: text().$type<SsoLoginType>().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [memberOwnership('sso_handoffs', table)],
);

/** SAML assertion ids already accepted: each is accepted once, until its validity ends. */
export const samlAssertionIds = pgTable(
  'saml_assertion_ids',
  {
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    assertionId: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.assertionId] })],
);
