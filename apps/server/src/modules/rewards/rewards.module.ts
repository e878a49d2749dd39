import { balanceColumns, historyColumns, type BalanceJson, type HistoryJson } from '../../core/ledger/ledger-reads';
import { defineModule } from '../area-module';
import { createRewardsLedgerService } from './rewards-ledger.service';
import { rewardsCommands } from './rewards.commands';
import { createRewardsRepository } from './rewards.repository';
import { rewardsRoutes } from './rewards.routes';
import { createRewardsService } from './rewards.service';

/** Rewards: the member's balance and history, staff adjustments, the ledger's checks and its expiry job. */
export const rewardsModule = defineModule({
  name: 'rewards',
  services: ({ db, clock, ledger, clients, householdAnswers }) => {
    const repository = createRewardsRepository<BalanceJson & HistoryJson>(db, { balances: balanceColumns, history: historyColumns });
    const programmeFor = (clientId: number) => clients.programmeFor(clientId);
    return {
      rewards: createRewardsService({ clock, repository, programmeFor, householdAnswers }),
      rewardsLedger: createRewardsLedgerService({
        ledger,
        repository,
        programmeFor,
        findClient: (abbreviation) => clients.findClient(abbreviation),
        findClientById: (clientId) => clients.findClientById(clientId),
      }),
    };
  },
  routes: async (api, { rewards, rewardsLedger }) => {
    await api.register(rewardsRoutes, { rewards, rewardsLedger });
  },
  commands: rewardsCommands,
  jobs: [
    {
      name: 'rewards-expiry',
      run: async ({ rewardsLedger, log }, now) => {
        const run = await rewardsLedger.expireDueLots(now);
        if (run.lotsExpired > 0) log.info({ lotsExpired: run.lotsExpired, amountExpired: run.amountExpired }, 'reward lots expired');
      },
    },
  ],
});
