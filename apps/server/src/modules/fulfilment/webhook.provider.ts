import { createHmac, randomUUID } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import type { FulfilmentOrder, FulfilmentProvider, FulfilmentWebhookSettings } from './fulfilment-order';

export const FULFILMENT_TIMESTAMP_HEADER = 'x-fulfilment-timestamp';
export const FULFILMENT_SIGNATURE_HEADER = 'x-fulfilment-signature';

/** How long the operator's endpoint has to answer; a slower one is a failure, retried next run. */
export const FULFILMENT_WEBHOOK_TIMEOUT_MS = 15_000;

/** The signature the receiver recomputes: HMAC-SHA256 over `<timestamp>.<body>`, hex, so a replayed body with a new time fails. */
export function fulfilmentSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

function orderJson(order: FulfilmentOrder) {
  return { ...order, placedAt: order.placedAt.toISOString() };
}

/**
 * The operator's URL as a hand-off: one signed JSON POST per batch, any 2xx is success. The batch
 * id is in the body, and an order may arrive twice (a POST that succeeded while its transaction
 * did not commit), so the receiver keeps orders by their id.
 */
export function createWebhookProvider(settings: FulfilmentWebhookSettings, client: string, clock: Clock): FulfilmentProvider {
  return {
    async send(orders) {
      const now = clock.now();
      const batch = `webhook-${now.toISOString()}-${randomUUID().slice(0, 8)}`;
      const body = JSON.stringify({ batch, client, orders: orders.map(orderJson) });
      const timestamp = String(Math.floor(now.getTime() / 1000));
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [FULFILMENT_TIMESTAMP_HEADER]: timestamp,
          [FULFILMENT_SIGNATURE_HEADER]: fulfilmentSignature(settings.secret, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(FULFILMENT_WEBHOOK_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`the fulfilment webhook answered ${response.status}`);
      return batch;
    },
  };
}
