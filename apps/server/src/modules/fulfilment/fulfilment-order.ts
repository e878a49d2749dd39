import type { DeliveryForm, RewardItemType, ShippingAddress } from '@portal/contract';

/** One line of an order as the fulfilment house reads it. */
export interface FulfilmentLine {
  readonly lineNumber: number;
  readonly incentiveProductVariationId: number;
  readonly brand: string;
  /** The name the order line kept when it was placed. */
  readonly name: string;
  readonly type: RewardItemType;
  readonly deliveryForm: DeliveryForm;
  readonly quantity: number;
  /** In cents; null for merchandise. */
  readonly faceValue: number | null;
}

/** A PLACED order handed to the fulfilment house: who it is for, where it goes, what it holds. */
export interface FulfilmentOrder {
  readonly orderId: number;
  readonly placedAt: Date;
  readonly memberNumber: string;
  readonly memberName: string;
  /** Where digital items go. */
  readonly emailTo: string | null;
  /** Where physical items go. */
  readonly shippingAddress: ShippingAddress | null;
  readonly lines: readonly FulfilmentLine[];
}

/**
 * One way of handing orders to the fulfilment house (the export file, the signed webhook), the
 * way a message transport is one way of sending. `send` answers the batch the orders left in; it
 * throws when the hand-off failed, and the orders then stay PLACED for the next run.
 */
export interface FulfilmentProvider {
  send(orders: readonly FulfilmentOrder[]): Promise<string>;
}

/** The operator's endpoint for the webhook hand-off and the secret its posts are signed with. */
export interface FulfilmentWebhookSettings {
  readonly url: string;
  readonly secret: string;
}
