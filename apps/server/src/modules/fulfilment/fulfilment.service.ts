import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import type { ClientRecord } from '../../lib/client-record';
import { createExportFileProvider } from './export-file.provider';
import type { FulfilmentProvider, FulfilmentWebhookSettings } from './fulfilment-order';
import type { FulfilmentRepository } from './fulfilment.repository';
import { createWebhookProvider } from './webhook.provider';

/** What one hand-off did: how many orders left, in which batch (null when none were waiting). */
export interface HandOff {
  readonly orders: number;
  readonly batch: string | null;
}

export interface FulfilmentDependencies {
  readonly repository: FulfilmentRepository;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  readonly webhook: FulfilmentWebhookSettings | undefined;
  readonly findClientById: (clientId: number) => Promise<ClientRecord | undefined>;
}

export function createFulfilment({ repository, clock, log, webhook, findClientById }: FulfilmentDependencies) {
  /**
   * Hands the client's PLACED orders to the provider and moves them to SENT_TO_FULFILMENT, in one
   * transaction holding them: a provider that fails leaves them PLACED, and a cancellation waits
   * for the hand-off instead of cancelling an order already on its way.
   */
  async function handOff(clientId: number, provider: FulfilmentProvider): Promise<HandOff> {
    return repository.db.transaction(async (tx) => {
      const orderIds = await repository.lockPlacedOrders(tx, clientId);
      if (orderIds.length === 0) return { orders: 0, batch: null };
      const orders = await repository.ordersOf(tx, orderIds);
      const batch = await provider.send(orders);
      await repository.markSent(tx, orderIds, batch, clock.now());
      return { orders: orderIds.length, batch };
    });
  }

  return {
    handOff,

    /** Writes the client's PLACED orders to a new file (none when nothing waits) and marks them sent. */
    async exportFile(client: ClientRecord, filePath: string): Promise<HandOff> {
      const provider = createExportFileProvider(filePath);
      try {
        return await handOff(client.configuration.id, provider);
      } catch (error) {
        await provider.discard();
        throw error;
      }
    },

    /** Posts every client's PLACED orders to the configured webhook; a client whose POST fails is tried again next run. */
    async sendToWebhook(): Promise<HandOff[]> {
      if (!webhook) return [];
      const sent: HandOff[] = [];
      for (const clientId of await repository.clientsWithPlacedOrders()) {
        const client = await findClientById(clientId);
        if (!client) continue;
        try {
          const result = await handOff(clientId, createWebhookProvider(webhook, client.configuration.abbreviation, clock));
          if (result.orders > 0) log.info({ client: client.configuration.abbreviation, ...result }, 'orders sent to fulfilment');
          sent.push(result);
        } catch (error) {
          // The reason only: the orders' contents never reach the log.
          log.warn(
            { client: client.configuration.abbreviation, reason: (error as Error).message },
            'fulfilment webhook failed; the orders stay PLACED',
          );
        }
      }
      return sent;
    },
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
