import { parseArgs } from 'node:util';
import { ConfigurationError, readConfig } from '../config';
import { DataDirectoryBusyError } from '../db/data-dir-lock';
import { systemClock } from '../lib/clock';
import { createLogger } from '../logger';
import { RosterFileError } from '../modules/roster/roster-file';
import { openRuntime, type Runtime } from '../runtime';
import { DefinitionFileError, readClientDefinition } from './client-definition-file';
import { loadDemoData } from './demo-data';

const USAGE = `Usage: npm run portal -- <command>

Commands:
  client apply <file.json>                      create or update a health plan from its definition
  import eligibility --client <ABBR> <file.csv> import an eligibility roster
  demo load                                     load the demo health plans and members
  help                                          show this text

The database is the one the server uses: DATABASE_URL, or the embedded one in DATA_DIR.`;

class UsageError extends Error {}

type Command = (runtime: Runtime, args: string[], values: { client?: string }) => Promise<number>;

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

const COMMANDS: Record<string, Command> = {
  'client apply': applyClient,
  'import eligibility': importEligibility,
  'demo load': loadDemo,
};

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options: { client: { type: 'string' } }, allowPositionals: true });
  const name = positionals.slice(0, 2).join(' ');
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

const EXPECTED_ERRORS = [UsageError, ConfigurationError, DataDirectoryBusyError, DefinitionFileError, RosterFileError];

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const expected = EXPECTED_ERRORS.some((kind) => error instanceof kind);
    process.stderr.write(`${expected ? (error as Error).message : String((error as Error).stack ?? error)}\n`);
    process.exit(expected ? 2 : 1);
  },
);
