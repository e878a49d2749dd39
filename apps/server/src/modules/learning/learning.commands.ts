import path from 'node:path';
import type { ClientRecord } from '../../lib/client-record';
import { UsageError } from '../../lib/operator-error';
import type { AreaCommand } from '../area-module';
import type { LearningLibrary } from './learning-library.service';

type LearningCommand = AreaCommand<{
  learningLibrary: LearningLibrary;
  clients: { findClient(abbreviation: string): Promise<ClientRecord | undefined> };
}>;

const load: LearningCommand = {
  usage: [
    'learn load --client <ABBR> --dir <folder>     check every article file (*.json) under the folder and',
    "                                              add or update the plan's library; lists every problem",
    '                                              with its file and field and writes nothing if there is',
    '                                              any (exit 1). Articles not in the folder stay',
  ].join('\n'),
  run: async ({ learningLibrary, clients }, _args, options) => {
    if (!options.client) throw new UsageError('learn load needs --client <ABBR>');
    if (!options.dir) throw new UsageError('learn load needs --dir <folder>');
    const client = await clients.findClient(options.client.toUpperCase());
    if (!client) throw new UsageError(`There is no client ${options.client}`);
    const result = await learningLibrary.loadFolder(client, path.resolve(options.dir));
    if (!result.ok) {
      for (const problem of result.problems) process.stdout.write(`${problem.file}: ${problem.field}: ${problem.message}\n`);
      const count = result.problems.length;
      process.stdout.write(`${options.dir}: ${count} problem${count === 1 ? '' : 's'}; nothing was loaded.\n`);
      return 1;
    }
    process.stdout.write(`${result.articles} article(s) in ${result.texts} text(s) loaded for ${client.configuration.abbreviation}.\n`);
    return 0;
  },
};

export const learningCommands = { 'learn load': load };
