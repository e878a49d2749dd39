import * as openid from 'openid-client';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import { createOidcDiscovery } from './oidc-discovery';
import { oidcRefusal } from './oidc-refusal';
import type { ProviderIdentity } from './provider-identity';
import { SsoRefusal } from './sso-refusal';
import type { SsoAttemptRow, SsoRepository, SsoSettingsRow } from './sso.repository';

/**
 * What OIDC uses of the sign-in every protocol shares (sso-sign-in.service, handed in by the
 * composition root: a service does not import another).
 */
export interface SharedSignIn {
  beginAttempt(
    client: ClientRecord,
    attempt: Pick<SsoAttemptRow, 'provider' | 'state' | 'nonce' | 'codeVerifier' | 'samlRequestId'> & { protocol: 'OIDC' },
  ): Promise<{ cookieValue: string }>;
  spendAttempt(client: ClientRecord, cookieValue: string | undefined, protocol: 'OIDC'): Promise<SsoAttemptRow>;
  signIn(client: ClientRecord, identity: ProviderIdentity, loginType: 'SSO_OIDC'): Promise<string>;
}

export interface OidcSignInDependencies {
  readonly repository: SsoRepository;
  readonly secretBox: SecretBox;
  readonly signIn: SharedSignIn;
  readonly clock: Clock;
  readonly publicUrl: string;
}

interface OidcSettings {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly scopes: string;
  readonly memberNumberClaim: string;
}

function oidcSettings(row: SsoSettingsRow | undefined, secretBox: SecretBox): OidcSettings | null {
  if (row?.protocol !== 'OIDC') return null;
  const { oidcIssuer, oidcClientId, oidcClientSecretSealed, oidcScopes, oidcMemberNumberClaim } = row;
  if (!oidcIssuer || !oidcClientId || !oidcClientSecretSealed || !oidcMemberNumberClaim) return null;
  return {
    issuer: oidcIssuer,
    clientId: oidcClientId,
    clientSecret: secretBox.open(oidcClientSecretSealed),
    scopes: oidcScopes || 'openid',
    memberNumberClaim: oidcMemberNumberClaim,
  };
}

/** A claim as text, when the provider sent one (member numbers sometimes come as numbers). */
function claimText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * OpenID Connect sign-in with the client's provider: authorization code with PKCE, state and
 * nonce kept in an attempt bound to the browser, the ID token checked by openid-client (its
 * signature, issuer, audience, expiry, nonce), the member found by the plan's member number.
 */
export function createOidcSignIn({ repository, secretBox, signIn, clock, publicUrl }: OidcSignInDependencies) {
  const discovery = createOidcDiscovery(clock);

  const redirectUri = (client: ClientRecord): string => `${publicUrl}/api/v1/sso/${client.configuration.abbreviation}/oidc/callback`;

  async function settingsOf(client: ClientRecord): Promise<OidcSettings | null> {
    return oidcSettings(await repository.findSettings(client.configuration.id), secretBox);
  }

  async function configurationFor(client: ClientRecord, settings: OidcSettings): Promise<openid.Configuration> {
    return discovery.configurationFor(client.configuration.id, settings).catch((error: unknown) => {
      throw oidcRefusal(error);
    });
  }

  /** The code exchanged and the ID token checked: its signature, issuer, audience, expiry and nonce. */
  async function redeemCode(
    configuration: openid.Configuration,
    callback: URL,
    attempt: { codeVerifier: string; state: string; nonce: string },
  ): Promise<openid.TokenEndpointResponse & openid.TokenEndpointResponseHelpers> {
    try {
      return await openid.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw oidcRefusal(error);
    }
  }

  /**
   * The user info answer fills claims the ID token left out (some providers put them only
   * there). It is needed for the member number; contacts are a bonus, so its failure then costs nothing.
   */
  async function claimsOf(
    configuration: openid.Configuration,
    tokens: openid.TokenEndpointResponse,
    idToken: openid.IDToken,
    memberNumberClaim: string,
  ): Promise<Record<string, unknown>> {
    const missing = [memberNumberClaim, 'email', 'phone_number'].some((claim) => idToken[claim] === undefined);
    if (!missing || !tokens.access_token || !configuration.serverMetadata().userinfo_endpoint) return idToken;
    const needed = idToken[memberNumberClaim] === undefined;
    const userInfo = await openid.fetchUserInfo(configuration, tokens.access_token, idToken.sub).catch((error: unknown) => {
      if (needed) throw oidcRefusal(error);
      return {};
    });
    return { ...userInfo, ...idToken };
  }

  return {
    /** Where the browser goes to sign in, and the cookie binding the attempt to it. */
    async start(client: ClientRecord): Promise<{ location: string; cookieValue: string }> {
      const settings = await settingsOf(client);
      if (!settings) throw new AppError('NOT_FOUND', 'This client does not offer OpenID Connect sign-in');
      const configuration = await configurationFor(client, settings);
      const codeVerifier = openid.randomPKCECodeVerifier();
      const state = openid.randomState();
      const nonce = openid.randomNonce();
      const location = openid.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri(client),
        response_type: 'code',
        scope: settings.scopes,
        state,
        nonce,
        code_challenge: await openid.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      const binding = await signIn.beginAttempt(client, {
        protocol: 'OIDC',
        provider: settings.issuer,
        state,
        nonce,
        codeVerifier,
        samlRequestId: null,
      });
      return { location: location.href, cookieValue: binding.cookieValue };
    },

    /**
     * The provider's answer at the callback (its query string): the attempt this browser
     * started is spent, the code exchanged, the ID token checked; answers the hand-off code.
     */
    async complete(client: ClientRecord, cookieValue: string | undefined, query: string): Promise<string> {
      const settings = await settingsOf(client);
      if (!settings) throw new SsoRefusal('failed', 'The client no longer offers OpenID Connect sign-in');
      const attempt = await signIn.spendAttempt(client, cookieValue, 'OIDC');
      if (attempt.provider !== settings.issuer || !attempt.state || !attempt.nonce || !attempt.codeVerifier) {
        throw new SsoRefusal('failed', 'The attempt was started with another provider');
      }
      const configuration = await configurationFor(client, settings);
      const callback = new URL(redirectUri(client));
      callback.search = query;
      const tokens = await redeemCode(configuration, callback, {
        codeVerifier: attempt.codeVerifier,
        state: attempt.state,
        nonce: attempt.nonce,
      });
      const idToken = tokens.claims();
      // openid-client checks this too; the discovered issuer is the configured one (discovery checks that).
      if (!idToken || idToken.iss !== configuration.serverMetadata().issuer) {
        throw new SsoRefusal('failed', 'The ID token comes from another issuer');
      }
      const claims = await claimsOf(configuration, tokens, idToken, settings.memberNumberClaim);
      const identity: ProviderIdentity = {
        issuer: settings.issuer,
        subject: idToken.sub,
        memberNumber: claimText(claims[settings.memberNumberClaim]),
        email: claimText(claims.email),
        phone: claimText(claims.phone_number),
      };
      return signIn.signIn(client, identity, 'SSO_OIDC');
    },
  };
}

export type OidcSignIn = ReturnType<typeof createOidcSignIn>;
