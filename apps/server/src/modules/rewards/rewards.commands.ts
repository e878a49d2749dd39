import type { AreaCommand } from '../area-module';
import type { RewardsLedgerService } from './rewards-ledger.service';

type RewardsCommand = AreaCommand<{ rewardsLedger: RewardsLedgerService }>;

const verify: RewardsCommand = {
  usage: [
    'rewards verify [--client ABBR]               check every invariant of the rewards ledger (entries',
    '                                              sum to zero, balances equal their entries, no lot',
    '                                              below zero); lists each problem, exits 1 if any',
  ].join('\n'),
  run: async ({ rewardsLedger }, _args, { client }) => {
    const problems = await rewardsLedger.verify(client);
    const scope = client === undefined ? 'The rewards ledger' : `The rewards ledger of ${client}`;
    if (problems.length === 0) {
      process.stdout.write(`${scope} is sound: every invariant holds.\n`);
      return 0;
    }
    for (const problem of problems) process.stdout.write(`${problem.invariant}: ${problem.message}\n`);
    process.stdout.write(`${scope} has ${problems.length} problem${problems.length === 1 ? '' : 's'}.\n`);
    return 1;
  },
};

const expire: RewardsCommand = {
  usage: 'rewards expire                                expire every reward lot past its last day, now',
  run: async ({ rewardsLedger }) => {
    const run = await rewardsLedger.expireDueLots(new Date());
    process.stdout.write(`${run.lotsExpired} lot${run.lotsExpired === 1 ? '' : 's'} expired, ${run.amountExpired} in all.\n`);
    return 0;
  },
};

export const rewardsCommands = { 'rewards verify': verify, 'rewards expire': expire };
