import type { SsoLoginType, SsoProtocol } from '@portal/contract';
import { notFound } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import { ssoBasePath } from './browser-redirects';
import type { ProviderIdentity } from './provider-identity';
import { acceptAssertion, type SamlAgreement } from './saml-assertion';
import { authnRequest, serviceProviderMetadata, verifiedAssertion, type SamlPartnership } from './saml-protocol';
import { SsoRefusal } from './sso-refusal';
import type { SsoRepository, SsoSettingsRow } from './sso.repository';

/** The steps of the shared SSO sign-in (sso-sign-in.service) that SAML takes. */
export interface SharedSignInSteps {
  beginAttempt(
    client: ClientRecord,
    attempt: { protocol: SsoProtocol; provider: string; state: null; nonce: null; codeVerifier: null; samlRequestId: string },
  ): Promise<{ cookieValue: string }>;
  spendSamlAttempt(
    client: ClientRecord,
    inResponseTo: string,
    cookieValue: string | undefined,
  ): Promise<{ protocol: SsoProtocol; provider: string }>;
  acceptAssertionOnce(client: ClientRecord, assertionId: string, validUntil: Date): Promise<void>;
  signIn(client: ClientRecord, identity: ProviderIdentity, loginType: SsoLoginType): Promise<string>;
}

export interface SamlSignInDependencies {
  readonly repository: SsoRepository;
  readonly signIn: SharedSignInSteps;
  readonly clock: Clock;
  readonly publicUrl: string;
}

type SamlSettings = SamlPartnership & SamlAgreement;

function samlSettingsOf(row: SsoSettingsRow | undefined, acsUrl: string): SamlSettings | null {
  if (row?.protocol !== 'SAML') return null;
  const { samlIdpEntityId, samlIdpSsoUrl, samlIdpCertificate, samlSpEntityId } = row;
  if (!samlIdpEntityId || !samlIdpSsoUrl || !samlIdpCertificate || !samlSpEntityId) return null;
  return {
    idpEntityId: samlIdpEntityId,
    idpSsoUrl: samlIdpSsoUrl,
    idpCertificate: samlIdpCertificate,
    spEntityId: samlSpEntityId,
    acsUrl,
    memberNumberAttribute: row.samlMemberNumberAttribute,
  };
}

/**
 * SAML sign-in as a service provider: the AuthnRequest of an SP-initiated start, the response
 * at the ACS (SP- or IdP-initiated) held to the portal's rules, and the SP metadata.
 */
export function createSamlSignIn({ repository, signIn, clock, publicUrl }: SamlSignInDependencies) {
  return {
    /** The client's SAML sign-in; NOT_FOUND when the client has no (complete) SAML settings. */
    async forClient(client: ClientRecord) {
      const acsUrl = `${publicUrl}${ssoBasePath(client)}/saml/acs`;
      const settings = samlSettingsOf(await repository.findSettings(client.configuration.id), acsUrl);
      if (!settings) throw notFound('SAML sign-in for this client');
      return {
        /** An AuthnRequest whose id an attempt remembers, and the browser's attempt cookie. */
        async start(): Promise<{ url: string; cookieValue: string }> {
          const { url, requestId } = await authnRequest(settings);
          const { cookieValue } = await signIn.beginAttempt(client, {
            protocol: 'SAML',
            provider: settings.idpEntityId,
            state: null,
            nonce: null,
            codeVerifier: null,
            samlRequestId: requestId,
          });
          return { url, cookieValue };
        },

        /**
         * A response posted to the ACS, verified and checked, with the browser's attempt cookie
         * (an SP-initiated answer must reach the browser that asked); the hand-off code.
         */
        async acceptResponse(samlResponse: string, cookieValue: string | undefined): Promise<string> {
          const { assertion, envelope } = await verifiedAssertion(settings, samlResponse);
          const accepted = acceptAssertion(assertion, envelope, settings, clock.now());
          if (accepted.inResponseTo !== null) {
            const attempt = await signIn.spendSamlAttempt(client, accepted.inResponseTo, cookieValue);
            if (attempt.protocol !== 'SAML' || attempt.provider !== settings.idpEntityId)
              throw new SsoRefusal('failed', 'The response answers a request sent to another provider');
          }
          await signIn.acceptAssertionOnce(client, accepted.assertionId, accepted.validUntil);
          const identity = {
            issuer: settings.idpEntityId,
            subject: accepted.nameId,
            memberNumber: accepted.memberNumber,
            email: accepted.email,
            phone: accepted.phone,
          };
          return signIn.signIn(client, identity, accepted.inResponseTo === null ? 'SSO_SAML_IDP_INIT' : 'SSO_SAML_SP_INIT');
        },

        metadata(): string {
          return serviceProviderMetadata(settings);
        },
      };
    },
  };
}

export type SamlSignIn = ReturnType<typeof createSamlSignIn>;
