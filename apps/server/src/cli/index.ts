import { parseArgs } from 'node:util';
import { ConfigurationError, readConfig } from '../config';
import { DataDirectoryBusyError } from '../db/data-dir-lock';
import { AppError } from '../lib/app-error';
import { OperatorError, UsageError } from '../lib/operator-error';
import { createLogger } from '../logger';
import { AREA_MODULES } from '../modules';
import { withServerPublicUrl } from '../recorded-public-url';
import { openRuntime } from '../runtime';

/** Every module's commands, by their words (`staff create`), in the order of the modules list. */
const COMMANDS = new Map(AREA_MODULES.flatMap((module) => Object.entries(module.commands ?? {})));

const USAGE = [
  'Usage: npm run portal -- <command>',
  '',
  'Commands:',
  ...[...COMMANDS.values()].map(({ usage }) => usage.replace(/^/gm, '  ')),
  '  help, --help                                  show this text',
  '',
  'The database is the one the server uses: DATABASE_URL, or the embedded one in DATA_DIR.',
].join('\n');

const OPTIONS = {
  client: { type: 'string' },
  username: { type: 'string' },
  name: { type: 'string' },
  role: { type: 'string' },
  file: { type: 'string' },
  port: { type: 'string' },
  portal: { type: 'string' },
  report: { type: 'string' },
  out: { type: 'string' },
  member: { type: 'string' },
  cohort: { type: 'string' },
  type: { type: 'string' },
  days: { type: 'string' },
  dir: { type: 'string' },
  format: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The words and options, or a usage mistake in plain words (an unknown option, a missing value). */
function readArguments(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
  } catch (error) {
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      throw new UsageError(`${error.message}\nSee npm run portal -- help`);
    }
    throw error;
  }
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = readArguments(argv);
  if (values.help === true || positionals[0] === 'help' || positionals.length === 0) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const name = positionals.slice(0, 2).join(' ');
  const command = COMMANDS.get(name);
  if (!command) throw new UsageError(`There is no command '${name}'.\n\n${USAGE}`);
  if (command.standalone === true) return command.run(positionals.slice(2), values);
  const config = withServerPublicUrl(readConfig({ ...process.env, DEMO_DATA: process.env.DEMO_DATA ?? 'off' }));
  const runtime = await openRuntime(config, createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel));
  try {
    return await command.run(runtime.services, positionals.slice(2), values);
  } finally {
    await runtime.close();
  }
}

/** Failures the operator can act on: the message alone, without a stack. */
const EXPECTED_ERRORS = [OperatorError, AppError, ConfigurationError, DataDirectoryBusyError];

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const expected = EXPECTED_ERRORS.some((kind) => error instanceof kind);
    process.stderr.write(`${expected ? (error as Error).message : String((error as Error).stack ?? error)}\n`);
    process.exit(expected ? 2 : 1);
  },
);
