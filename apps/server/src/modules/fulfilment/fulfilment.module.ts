import { defineModule } from '../area-module';
import { fulfilmentCommands } from './fulfilment.commands';
import { createFulfilmentRepository } from './fulfilment.repository';
import { createFulfilment } from './fulfilment.service';
import { createShipmentsFeed } from './shipments.service';

/**
 * Redemption orders on their way (issue 18): handed to the plan's fulfilment house by the export
 * file or the signed webhook, and brought back by the house's shipments file.
 */
export const fulfilmentModule = defineModule({
  name: 'fulfilment',
  services: ({ db, clock, log, clients, fulfilmentWebhook }) => {
    const repository = createFulfilmentRepository(db);
    return {
      fulfilment: createFulfilment({
        repository,
        clock,
        log,
        webhook: fulfilmentWebhook,
        findClientById: (clientId) => clients.findClientById(clientId),
      }),
      shipmentsFeed: createShipmentsFeed(repository, clock),
    };
  },
  feedKinds: ({ shipmentsFeed }) => [shipmentsFeed],
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
