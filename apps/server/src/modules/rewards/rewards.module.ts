import { balanceColumns, historyColumns, type BalanceJson, type HistoryJson } from '../../core/ledger/ledger-reads';
import { defineModule } from '../area-module';
import { createOrdersRepository } from './orders.repository';
import { createRedemptionService } from './redemption.service';
import { createRewardsLedgerService } from './rewards-ledger.service';
import { rewardsCommands } from './rewards.commands';
import { createRewardsRepository } from './rewards.repository';
import { rewardsRoutes } from './rewards.routes';
import { createRewardsService } from './rewards.service';

/** Rewards: the member's balance and history, redemption and orders, staff adjustments, the ledger's checks and its expiry job. */
export const rewardsModule = defineModule({
  name: 'rewards',
  services: ({ db, clock, ledger, clients, householdAnswers }) => {
    const repository = createRewardsRepository<BalanceJson & HistoryJson>(db, { balances: balanceColumns, history: historyColumns });
    const programmeFor = (clientId: number) => clients.programmeFor(clientId);
    return {
      rewards: createRewardsService({ clock, repository, programmeFor, householdAnswers }),
      redemption: createRedemptionService({
        repository: createOrdersRepository(db),
        ledger,
        programmeFor,
        memberLanguage: (clientId, memberId) => repository.memberLanguage(clientId, memberId),
      }),
      rewardsLedger: createRewardsLedgerService({
        ledger,
        repository,
        programmeFor,
        findClient: (abbreviation) => clients.findClient(abbreviation),
        findClientById: (clientId) => clients.findClientById(clientId),
      }),
    };
  },
  routes: async (api, { rewards, rewardsLedger, redemption }) => {
    await api.register(rewardsRoutes, { rewards, rewardsLedger, redemption });
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
