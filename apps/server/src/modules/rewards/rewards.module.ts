import { balanceColumns, historyColumns, type BalanceJson, type HistoryJson } from '../../core/ledger/ledger-reads';
import { defineModule } from '../area-module';
import { createAutoRewardsRepository } from './auto-rewards.repository';
import { autoRewardsRoutes } from './auto-rewards.routes';
import { createAutoRewardsService } from './auto-rewards.service';
import { createOrdersRepository } from './orders.repository';
import { createRedemptionService } from './redemption.service';
import { createRewardCodesReadRepository } from './reward-codes.repository';
import { createRewardCodesService } from './reward-codes.service';
import { createRewardsLedgerService } from './rewards-ledger.service';
import { rewardsCommands } from './rewards.commands';
import { createRewardsRepository } from './rewards.repository';
import { rewardsRoutes } from './rewards.routes';
import { createRewardsService } from './rewards.service';

/** Rewards: the member's balance and history, redemption and orders with their digital codes, automatic rewards, staff adjustments, the ledger's checks and its jobs. */
export const rewardsModule = defineModule({
  name: 'rewards',
  services: ({ db, clock, ledger, clients, householdAnswers, completions, log, secretBox, delivery }) => {
    const repository = createRewardsRepository<BalanceJson & HistoryJson>(db, { balances: balanceColumns, history: historyColumns });
    const programmeFor = (clientId: number) => clients.programmeFor(clientId);
    const orders = createOrdersRepository(db);
    const memberLanguage = (clientId: number, memberId: number) => repository.memberLanguage(clientId, memberId);
    const redemption = createRedemptionService({ repository: orders, ledger, programmeFor, memberLanguage });
    const autoRewards = createAutoRewardsService({
      repository: createAutoRewardsRepository(db),
      redemption,
      ledger,
      clock,
      programmeFor,
      findClientById: (clientId) => clients.findClientById(clientId),
      memberLanguage,
      log,
    });
    // Each new reward is redeemed for the coverage's automatic reward once its transaction has committed.
    completions.onRewardIssued(({ clientId, memberCoverageId }) => autoRewards.settleCoverage(clientId, memberCoverageId));
    return {
      rewards: createRewardsService({
        clock,
        repository,
        programmeFor,
        householdAnswers,
        autoRewardOf: (client, member, viewedMemberId) => autoRewards.autoRewardOf(client, member, viewedMemberId),
      }),
      rewardCodes: createRewardCodesService({
        repository: createRewardCodesReadRepository(db),
        orders,
        secretBox,
        delivery,
        clock,
        memberLanguage,
      }),
      redemption,
      autoRewards,
      rewardsLedger: createRewardsLedgerService({
        ledger,
        repository,
        programmeFor,
        findClient: (abbreviation) => clients.findClient(abbreviation),
        findClientById: (clientId) => clients.findClientById(clientId),
      }),
    };
  },
  routes: async (api, { rewards, rewardsLedger, redemption, autoRewards, rewardCodes }) => {
    await api.register(rewardsRoutes, { rewards, rewardsLedger, redemption, rewardCodes });
    await api.register(autoRewardsRoutes, { autoRewards });
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
    {
      // Rewards that arrived while settling was off, or whose settling failed, are redeemed here.
      name: 'auto-rewards-settling',
      run: async ({ autoRewards, log }) => {
        const { ordersPlaced } = await autoRewards.settleAll();
        if (ordersPlaced > 0) log.info({ ordersPlaced }, 'automatic rewards redeemed');
      },
    },
  ],
});
