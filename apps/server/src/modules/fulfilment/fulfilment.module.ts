import { defineModule, type SharedServicesAnd } from '../area-module';
import { fulfilmentCommands } from './fulfilment.commands';
import { createFulfilmentRepository } from './fulfilment.repository';
import { createFulfilment } from './fulfilment.service';
import { createRewardCodesFeed } from './reward-codes-feed.service';
import { createRewardCodesRepository } from './reward-codes.repository';
import { createShipmentsFeed, type ShipmentNotices } from './shipments.service';

/**
 * Redemption orders on their way (issue 18): handed to the plan's fulfilment house by the export
 * file or the signed webhook, and brought back by the house's shipments file; the codes of digital
 * rewards come back, sealed, through its reward-codes file.
 */
export const fulfilmentModule = defineModule({
  name: 'fulfilment',
  // The inbox tells the member their order shipped: the messages area's service, handed in (see services.ts).
  services: ({ db, clock, log, clients, fulfilmentWebhook, secretBox, messages }: SharedServicesAnd<{ messages: ShipmentNotices }>) => {
    const repository = createFulfilmentRepository(db);
    return {
      fulfilment: createFulfilment({
        repository,
        clock,
        log,
        webhook: fulfilmentWebhook,
        findClientById: (clientId) => clients.findClientById(clientId),
      }),
      shipmentsFeed: createShipmentsFeed(repository, clock, messages),
      rewardCodesFeed: createRewardCodesFeed(createRewardCodesRepository(db), secretBox, clock),
    };
  },
  feedKinds: ({ shipmentsFeed, rewardCodesFeed }) => [shipmentsFeed, rewardCodesFeed],
  commands: fulfilmentCommands,
  jobs: [
    {
      name: 'fulfilment-webhook',
      run: async ({ fulfilment }) => {
        await fulfilment.sendToWebhook();
      },
    },
  ],
});
