import path from 'node:path';
import type { ClientRecord } from '../../lib/client-record';
import { UsageError } from '../../lib/operator-error';
import type { AreaCommand } from '../area-module';
import type { FaqLibraryLoader } from './faq-library.service';

type HelpCommand = AreaCommand<{
  faqLibrary: FaqLibraryLoader;
  clients: { findClient(abbreviation: string): Promise<ClientRecord | undefined> };
}>;

const load: HelpCommand = {
  usage: [
    'faq load --client <ABBR> --dir <folder>       check every FAQ file (faq.<lang>.json) in the folder and',
    "                                              replace the plan's FAQ with them; lists every problem",
    '                                              with its file and field and writes nothing if there is',
    '                                              any (exit 1)',
  ].join('\n'),
  run: async ({ faqLibrary, clients }, _args, options) => {
    if (!options.client) throw new UsageError('faq load needs --client <ABBR>');
    if (!options.dir) throw new UsageError('faq load needs --dir <folder>');
    const client = await clients.findClient(options.client.toUpperCase());
    if (!client) throw new UsageError(`There is no client ${options.client}`);
    const result = await faqLibrary.loadFolder(client, path.resolve(options.dir));
    if (!result.ok) {
      for (const problem of result.problems) process.stdout.write(`${problem.file}: ${problem.field}: ${problem.message}\n`);
      const count = result.problems.length;
      process.stdout.write(`${options.dir}: ${count} problem${count === 1 ? '' : 's'}; nothing was loaded.\n`);
      return 1;
    }
    const { categories, items, languages } = result;
    process.stdout.write(
      `${items} item(s) in ${categories} categories, ${languages} language(s), loaded for ${client.configuration.abbreviation}.\n`,
    );
    return 0;
  },
};

export const helpCommands = { 'faq load': load };
