import { balanceColumns, historyColumns, type BalanceJson, type HistoryJson } from '../../core/ledger/ledger-reads';
import { defineModule } from '../area-module';
import { createOrdersRepository } from './orders.repository';
import { createRedemptionService } from './redemption.service';
import { createRewardCodesReadRepository } from './reward-codes.repository';
import { createRewardCodesService } from './reward-codes.service';
import { createRewardsLedgerService } from './rewards-ledger.service';
import { rewardsCommands } from './rewards.commands';
import { createRewardsRepository } from './rewards.repository';
import { rewardsRoutes } from './rewards.routes';
import { createRewardsService } from './rewards.service';

/** Rewards: the member's balance and history, redemption and orders with their digital codes, staff adjustments, the ledger's checks and its expiry job. */
export const rewardsModule = defineModule({
  name: 'rewards',
  services: ({ db, clock, ledger, clients, householdAnswers, secretBox, delivery }) => {
    const repository = createRewardsRepository<BalanceJson & HistoryJson>(db, { balances: balanceColumns, history: historyColumns });
    const programmeFor = (clientId: number) => clients.programmeFor(clientId);
    const orders = createOrdersRepository(db);
    const memberLanguage = (clientId: number, memberId: number) => repository.memberLanguage(clientId, memberId);
    return {
      rewards: createRewardsService({ clock, repository, programmeFor, householdAnswers }),
      redemption: createRedemptionService({
        repository: orders,
        ledger,
        programmeFor,
        memberLanguage,
      }),
      rewardCodes: createRewardCodesService({
        repository: createRewardCodesReadRepository(db),
        orders,
        secretBox,
        delivery,
        clock,
        memberLanguage,
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
  routes: async (api, { rewards, rewardsLedger, redemption, rewardCodes }) => {
    await api.register(rewardsRoutes, { rewards, rewardsLedger, redemption, rewardCodes });
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
