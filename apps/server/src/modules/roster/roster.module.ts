import { UsageError } from '../../lib/operator-error';
import { defineModule } from '../area-module';
import { createRosterRepository } from './roster.repository';
import { createRosterService } from './roster.service';

export const rosterModule = defineModule({
  name: 'roster',
  services: ({ db, clock }) => ({ roster: createRosterService(createRosterRepository(db), clock) }),
  feedKinds: ({ roster }) => [roster.feed],
  commands: {
    'import eligibility': {
      usage: 'import eligibility --client <ABBR> <file.csv> import an eligibility roster (as feeds import roster)',
      run: async ({ clients, roster }, [file], { client: abbreviation }) => {
        if (!file || !abbreviation) throw new UsageError('import eligibility needs --client <ABBR> and the roster file');
        const client = await clients.findClient(abbreviation.toUpperCase());
        if (!client) throw new UsageError(`There is no client ${abbreviation}`);
        const started = performance.now();
        const summary = await roster.importEligibility(client, file);
        for (const problem of summary.problems) process.stdout.write(`line ${problem.line}: ${problem.reasons.join('; ')}\n`);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        process.stdout.write(`inserted ${summary.inserted}, updated ${summary.updated}, rejected ${summary.rejected} (${seconds} s)\n`);
        return 0;
      },
    },
  },
});
