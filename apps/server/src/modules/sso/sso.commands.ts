import type { ClientRecord } from '../../lib/client-record';
import { UsageError } from '../../lib/operator-error';
import type { AreaCommand } from '../area-module';
import type { createSsoSettings } from './sso-settings.service';
import { readSsoSettings } from './sso-settings-file';

type SsoCommand = AreaCommand<{ ssoSettings: ReturnType<typeof createSsoSettings> }>;

interface ClientDirectory {
  readonly clients: { findClient(abbreviation: string): Promise<ClientRecord | undefined> };
}

async function clientNamed({ clients }: ClientDirectory, abbreviation: string | undefined, command: string): Promise<ClientRecord> {
  if (!abbreviation) throw new UsageError(`${command} needs --client <ABBR>`);
  const client = await clients.findClient(abbreviation.toUpperCase());
  if (!client) throw new UsageError(`There is no client ${abbreviation}`);
  return client;
}

const configureSso: SsoCommand = {
  usage: [
    'sso configure --client <ABBR> --file <settings.json>',
    "                                              set the plan's identity provider (OIDC or SAML;",
    '                                              see the README); the OIDC client secret is sealed',
  ].join('\n'),
  run: async (services, _args, { client: abbreviation, file }) => {
    if (!file) throw new UsageError('sso configure needs --client <ABBR> and --file <settings.json>');
    const client = await clientNamed(services, abbreviation, 'sso configure');
    const settings = await readSsoSettings(file);
    await services.ssoSettings.configure(client, settings);
    process.stdout.write(`Single sign-on (${settings.protocol}) saved for ${client.configuration.abbreviation}.\n`);
    return 0;
  },
};

const showSso: SsoCommand = {
  usage: [
    "sso show --client <ABBR>                      show the plan's single sign-on settings (never",
    '                                              the secret) and the portal addresses to give it',
  ].join('\n'),
  run: async (services, _args, { client: abbreviation }) => {
    const client = await clientNamed(services, abbreviation, 'sso show');
    const summary = await services.ssoSettings.show(client);
    if (!summary) {
      process.stdout.write(`${client.configuration.abbreviation} has no single sign-on.\n`);
      return 0;
    }
    const lines = [`${client.configuration.abbreviation}: single sign-on by ${summary.protocol}`];
    for (const [name, value] of Object.entries(summary.settings)) lines.push(`  ${name}: ${value ?? '(not set)'}`);
    lines.push('Portal addresses for the identity provider:');
    for (const [name, value] of Object.entries(summary.portalAddresses)) lines.push(`  ${name}: ${value}`);
    process.stdout.write(`${lines.join('\n')}\n`);
    return 0;
  },
};

const removeSso: SsoCommand = {
  usage: 'sso remove --client <ABBR>                    turn single sign-on off for the plan',
  run: async (services, _args, { client: abbreviation }) => {
    const client = await clientNamed(services, abbreviation, 'sso remove');
    const removed = await services.ssoSettings.remove(client);
    process.stdout.write(
      removed
        ? `Single sign-on removed for ${client.configuration.abbreviation}.\n`
        : `${client.configuration.abbreviation} had no single sign-on.\n`,
    );
    return 0;
  },
};

const runDemoProvider: SsoCommand = {
  usage: [
    'sso demo-provider [--port 3901] [--portal http://localhost:3000] [--client HARBOR]',
    '                                              run the demo OpenID Connect provider (development',
    '                                              only: it signs in whoever types a member number)',
  ].join('\n'),
  // The demo provider keeps nothing, and the portal may hold the data directory.
  standalone: true,
  run: async (_args, { port, portal, client }) => {
    const portNumber = Number(port ?? 3901);
    if (!Number.isInteger(portNumber) || portNumber < 0 || portNumber > 65535) throw new UsageError('--port must be a port number');
    const portalUrl = portal ?? 'http://localhost:3000';
    if (!/^https?:\/\/[^\s]+$/.test(portalUrl)) throw new UsageError('--portal must be the portal address, such as http://localhost:3000');
    const abbreviation = (client ?? 'HARBOR').toUpperCase();
    const { startDemoIdentityProvider } = await import('../../demo/demo-identity-provider');
    const provider = await startDemoIdentityProvider({ port: portNumber, portalUrl, clientAbbreviation: abbreviation });
    process.stdout.write(
      [
        `Demo identity provider (OpenID Connect) at ${provider.issuer}, for ${abbreviation} at ${portalUrl}.`,
        'It signs in whoever types a member number: for demonstrations only. Ctrl+C stops it.',
        '',
      ].join('\n'),
    );
    await new Promise<void>((resolve) => {
      process.once('SIGINT', () => resolve());
      process.once('SIGTERM', () => resolve());
    });
    await provider.close();
    return 0;
  },
};

export const ssoCommands = {
  'sso configure': configureSso,
  'sso show': showSso,
  'sso remove': removeSso,
  'sso demo-provider': runDemoProvider,
};
