import type { ClientRecord } from '../../lib/client-record';
import type { SecretBox } from '../../lib/secret-box';
import type { SsoSettings } from './sso-settings';
import type { SsoRepository, SsoSettingsValues } from './sso.repository';

export interface SsoSettingsDependencies {
  readonly repository: SsoRepository;
  readonly secretBox: SecretBox;
  readonly publicUrl: string;
  /** Settings change what the client's configuration says (its sign-in page shows the SSO button). */
  readonly onChange: () => void;
}

/** Every column, the other protocol's left empty, so switching protocol leaves nothing stale behind. */
function settingsRow(clientId: number, settings: SsoSettings, secretBox: SecretBox): SsoSettingsValues {
  const empty = {
    oidcIssuer: null,
    oidcClientId: null,
    oidcClientSecretSealed: null,
    oidcScopes: null,
    oidcMemberNumberClaim: null,
    samlIdpEntityId: null,
    samlIdpSsoUrl: null,
    samlIdpCertificate: null,
    samlSpEntityId: null,
    samlMemberNumberAttribute: null,
  };
  const common = { clientId, protocol: settings.protocol, memberLoginUrl: settings.memberLoginUrl ?? null };
  if (settings.protocol === 'OIDC') {
    return {
      ...empty,
      ...common,
      oidcIssuer: settings.issuer,
      oidcClientId: settings.clientId,
      oidcClientSecretSealed: secretBox.seal(settings.clientSecret),
      oidcScopes: settings.scopes,
      oidcMemberNumberClaim: settings.memberNumberClaim,
    };
  }
  return {
    ...empty,
    ...common,
    samlIdpEntityId: settings.idpEntityId,
    samlIdpSsoUrl: settings.idpSsoUrl,
    samlIdpCertificate: settings.idpCertificate,
    samlSpEntityId: settings.spEntityId,
    samlMemberNumberAttribute: settings.memberNumberAttribute,
  };
}

/** What `sso show` prints: the settings without the client secret, and the addresses the plan needs. */
export interface SsoSettingsSummary {
  readonly protocol: 'OIDC' | 'SAML';
  readonly settings: Record<string, string | null>;
  readonly portalAddresses: Record<string, string>;
}

/** The operator's side of a client's single sign-on: configure, show, remove. */
export function createSsoSettings({ repository, secretBox, publicUrl, onChange }: SsoSettingsDependencies) {
  const base = (client: ClientRecord): string => `${publicUrl}/api/v1/sso/${client.configuration.abbreviation}`;

  return {
    async configure(client: ClientRecord, settings: SsoSettings): Promise<void> {
      await repository.saveSettings(settingsRow(client.configuration.id, settings, secretBox));
      onChange();
    },

    async show(client: ClientRecord): Promise<SsoSettingsSummary | null> {
      const row = await repository.findSettings(client.configuration.id);
      if (!row) return null;
      if (row.protocol === 'OIDC') {
        return {
          protocol: 'OIDC',
          settings: {
            issuer: row.oidcIssuer,
            clientId: row.oidcClientId,
            clientSecret: row.oidcClientSecretSealed ? '(set, sealed)' : null,
            scopes: row.oidcScopes,
            memberNumberClaim: row.oidcMemberNumberClaim,
            memberLoginUrl: row.memberLoginUrl,
          },
          portalAddresses: { redirectUri: `${base(client)}/oidc/callback`, signInStart: `${base(client)}/oidc/start` },
        };
      }
      return {
        protocol: 'SAML',
        settings: {
          idpEntityId: row.samlIdpEntityId,
          idpSsoUrl: row.samlIdpSsoUrl,
          idpCertificate: row.samlIdpCertificate ? `(${row.samlIdpCertificate.length} characters)` : null,
          spEntityId: row.samlSpEntityId,
          memberNumberAttribute: row.samlMemberNumberAttribute,
          memberLoginUrl: row.memberLoginUrl,
        },
        portalAddresses: {
          assertionConsumerService: `${base(client)}/saml/acs`,
          metadata: `${base(client)}/saml/metadata`,
          signInStart: `${base(client)}/saml/start`,
        },
      };
    },

    /** Whether there was anything to remove. */
    async remove(client: ClientRecord): Promise<boolean> {
      const existed = (await repository.findSettings(client.configuration.id)) !== undefined;
      await repository.removeSettings(client.configuration.id);
      onChange();
      return existed;
    },
  };
}

export type SsoSettingsService = ReturnType<typeof createSsoSettings>;
