import { outcomesJson } from '../../core/ledger/reward-outcomes';
import { defineModule } from '../area-module';
import { createHealthActionsRepository } from './health-actions.repository';
import { healthActionsRoutes } from './health-actions.routes';
import { createHealthActionsService } from './health-actions.service';

/** How many unanswered completions one run of the settling job takes on. */
const SETTLE_BATCH = 200;

export const healthActionsModule = defineModule({
  name: 'health-actions',
  services: ({ db, clock, clients, completions, delivery, householdAnswers }) => ({
    healthActions: createHealthActionsService({
      repository: createHealthActionsRepository(db, outcomesJson),
      clients,
      completions,
      delivery,
      clock,
      householdAnswers,
    }),
  }),
  routes: async (api, { healthActions }) => {
    await api.register(healthActionsRoutes, { healthActions });
  },
  jobs: [
    {
      // A completion recorded by a process that stopped before the ledger answered is issued here (safe on several instances).
      name: 'health-actions: issue the rewards of completions the ledger never answered',
      run: async ({ completions }) => {
        while ((await completions.settleUnissued(SETTLE_BATCH)) === SETTLE_BATCH);
      },
    },
  ],
  commands: {
    'health-actions settle': {
      usage: 'health-actions settle                         issue the rewards of completions the ledger never answered',
      run: async ({ completions }) => {
        let settled = 0;
        for (
          let batch = await completions.settleUnissued(SETTLE_BATCH);
          batch > 0;
          batch = await completions.settleUnissued(SETTLE_BATCH)
        ) {
          settled += batch;
        }
        process.stdout.write(`${settled} completion(s) settled.\n`);
        return 0;
      },
    },
  },
});
