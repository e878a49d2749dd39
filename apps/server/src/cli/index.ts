import { parseArgs } from 'node:util';
import { ConfigurationError, readConfig } from '../config';
import { DataDirectoryBusyError } from '../db/data-dir-lock';
import { AppError } from '../lib/app-error';
import { systemClock } from '../lib/clock';
import { createLogger } from '../logger';
import { FeedFileError } from '../feeds/feed-file-error';
import { openRuntime, type Runtime } from '../runtime';
import { DefinitionFileError, readClientDefinition } from './client-definition-file';
import { FeedCommandError, importFeedCommand } from './feed-commands';
import { loadDemoData } from './demo-data';
import { startDemoIdentityProvider } from './demo-identity-provider';
import { readSsoSettings, SsoSettingsFileError } from './sso-settings-file';

const USAGE = `Usage: npm run portal -- <command>

Commands:
  client apply <file.json>                      create or update a health plan from its definition
  feeds import <kind> --client <ABBR> <file.csv> [--report <report.csv>]
                                                import a plan file (kinds: roster); refused lines
                                                go to the error report (default <file>.errors.csv)
                                                and the summary beside it
  import eligibility --client <ABBR> <file.csv> import an eligibility roster (as feeds import roster)
  demo load                                     load the demo health plans and members
  subscriptions link --client <ABBR> <member number>
                                                print a working link to the member's e-mail
                                                preferences page (valid 90 days)
  staff create --username <name> --name "<display name>" --role ADMIN|SUPPORT
                                                create a staff account; prints its password and
                                                authenticator secret, once
  staff disable --username <name>               disable a staff account (ends its sessions)
  staff enable --username <name>                enable it again
  sso configure --client <ABBR> --file <settings.json>
                                                set the plan's identity provider (OIDC or SAML;
                                                see the README); the OIDC client secret is sealed
  sso show --client <ABBR>                      show the plan's single sign-on settings (never
                                                the secret) and the portal addresses to give it
  sso remove --client <ABBR>                    turn single sign-on off for the plan
  sso demo-provider [--port 3901] [--portal http://localhost:3000] [--client HARBOR]
                                                run the demo OpenID Connect provider (development
                                                only: it signs in whoever types a member number)
  help                                          show this text

The database is the one the server uses: DATABASE_URL, or the embedded one in DATA_DIR.`;

class UsageError extends Error {}

type Options = {
  client?: string;
  username?: string;
  name?: string;
  role?: string;
  file?: string;
  port?: string;
  portal?: string;
  report?: string;
};
type Command = (runtime: Runtime, args: string[], values: Options) => Promise<number>;

async function clientNamed(runtime: Runtime, abbreviation: string | undefined, command: string) {
  if (!abbreviation) throw new UsageError(`${command} needs --client <ABBR>`);
  const client = await runtime.services.clients.findClient(abbreviation.toUpperCase());
  if (!client) throw new UsageError(`There is no client ${abbreviation}`);
  return client;
}

const applyClient: Command = async (runtime, [file]) => {
  if (!file) throw new UsageError('client apply needs the definition file');
  const definition = await readClientDefinition(file);
  const id = await runtime.services.clients.applyDefinition(definition);
  process.stdout.write(`Client ${definition.abbreviation} saved (id ${id}).\n`);
  return 0;
};

const importEligibility: Command = async (runtime, [file], { client: abbreviation }) => {
  if (!file || !abbreviation) throw new UsageError('import eligibility needs --client <ABBR> and the roster file');
  const client = await runtime.services.clients.findClient(abbreviation.toUpperCase());
  if (!client) throw new UsageError(`There is no client ${abbreviation}`);
  const started = performance.now();
  const summary = await runtime.services.roster.importEligibility(client, file);
  for (const problem of summary.problems) process.stdout.write(`line ${problem.line}: ${problem.reasons.join('; ')}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`inserted ${summary.inserted}, updated ${summary.updated}, rejected ${summary.rejected} (${seconds} s)\n`);
  return 0;
};

const loadDemo: Command = async (runtime) => {
  await loadDemoData(runtime.services, systemClock, createLogger('warn'));
  process.stdout.write('Demo health plans loaded.\n');
  return 0;
};

const printSubscriptionLink: Command = async (runtime, [clientMemberId], { client: abbreviation }) => {
  if (!clientMemberId || !abbreviation) throw new UsageError('subscriptions link needs --client <ABBR> and the member number');
  const client = await runtime.services.clients.findClient(abbreviation.toUpperCase());
  if (!client) throw new UsageError(`There is no client ${abbreviation}`);
  process.stdout.write(`${await runtime.services.subscriptions.linkFor(client, clientMemberId)}\n`);
  return 0;
};

const COMMAND_LINE = { method: 'CLI', path: 'npm run portal -- staff' } as const;

const createStaff: Command = async (runtime, _args, { username, name, role }) => {
  if (!username || !name || (role !== 'ADMIN' && role !== 'SUPPORT')) {
    throw new UsageError('staff create needs --username, --name and --role ADMIN or SUPPORT');
  }
  const created = await runtime.services.staff.createAccount({ username, displayName: name, role }, COMMAND_LINE, null);
  process.stdout.write(
    [
      `Staff account ${created.account.username} (${created.account.role}) created.`,
      `Password: ${created.password}`,
      `Authenticator secret: ${created.totpSecret}`,
      `Authenticator link: ${created.otpauthUri}`,
      'Give these to the staff member privately; they are not shown again.',
      '',
    ].join('\n'),
  );
  return 0;
};

const staffSwitch =
  (disabled: boolean): Command =>
  async (runtime, _args, { username }) => {
    if (!username) throw new UsageError(`staff ${disabled ? 'disable' : 'enable'} needs --username`);
    const account = await runtime.services.staff.setDisabledFromCommandLine(username, disabled, COMMAND_LINE);
    process.stdout.write(`Staff account ${account.username} is ${account.disabled ? 'disabled' : 'enabled'}.\n`);
    return 0;
  };

const configureSso: Command = async (runtime, _args, { client: abbreviation, file }) => {
  if (!file) throw new UsageError('sso configure needs --client <ABBR> and --file <settings.json>');
  const client = await clientNamed(runtime, abbreviation, 'sso configure');
  const settings = await readSsoSettings(file);
  await runtime.services.ssoSettings.configure(client, settings);
  process.stdout.write(`Single sign-on (${settings.protocol}) saved for ${client.configuration.abbreviation}.\n`);
  return 0;
};

const showSso: Command = async (runtime, _args, { client: abbreviation }) => {
  const client = await clientNamed(runtime, abbreviation, 'sso show');
  const summary = await runtime.services.ssoSettings.show(client);
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
};

const removeSso: Command = async (runtime, _args, { client: abbreviation }) => {
  const client = await clientNamed(runtime, abbreviation, 'sso remove');
  const removed = await runtime.services.ssoSettings.remove(client);
  process.stdout.write(
    removed
      ? `Single sign-on removed for ${client.configuration.abbreviation}.\n`
      : `${client.configuration.abbreviation} had no single sign-on.\n`,
  );
  return 0;
};

/** Runs without the database: the demo provider keeps nothing, and the portal may hold the data directory. */
async function runDemoProvider({ port, portal, client }: Options): Promise<number> {
  const portNumber = Number(port ?? 3901);
  if (!Number.isInteger(portNumber) || portNumber < 0 || portNumber > 65535) throw new UsageError('--port must be a port number');
  const portalUrl = portal ?? 'http://localhost:3000';
  if (!/^https?:\/\/[^\s]+$/.test(portalUrl)) throw new UsageError('--portal must be the portal address, such as http://localhost:3000');
  const abbreviation = (client ?? 'HARBOR').toUpperCase();
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
}

const COMMANDS: Record<string, Command> = {
  'sso configure': configureSso,
  'sso show': showSso,
  'sso remove': removeSso,
  'staff create': createStaff,
  'staff disable': staffSwitch(true),
  'staff enable': staffSwitch(false),
  'client apply': applyClient,
  'import eligibility': importEligibility,
  'feeds import': importFeedCommand,
  'demo load': loadDemo,
  'subscriptions link': printSubscriptionLink,
};

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      client: { type: 'string' },
      username: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      file: { type: 'string' },
      port: { type: 'string' },
      portal: { type: 'string' },
      report: { type: 'string' },
    },
    allowPositionals: true,
  });
  const name = positionals.slice(0, 2).join(' ');
  if (name === 'sso demo-provider') return runDemoProvider(values);
  const command = COMMANDS[name];
  if (!command) {
    process.stdout.write(`${USAGE}\n`);
    return positionals[0] === 'help' || positionals.length === 0 ? 0 : 2;
  }
  const config = readConfig({ ...process.env, DEMO_DATA: process.env.DEMO_DATA ?? 'off' });
  const runtime = await openRuntime(config, createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel));
  try {
    return await command(runtime, positionals.slice(2), values);
  } finally {
    await runtime.close();
  }
}

const EXPECTED_ERRORS = [
  UsageError,
  AppError,
  ConfigurationError,
  DataDirectoryBusyError,
  DefinitionFileError,
  FeedFileError,
  FeedCommandError,
  SsoSettingsFileError,
];

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const expected = EXPECTED_ERRORS.some((kind) => error instanceof kind);
    process.stderr.write(`${expected ? (error as Error).message : String((error as Error).stack ?? error)}\n`);
    process.exit(expected ? 2 : 1);
  },
);
