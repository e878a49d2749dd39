import * as z from 'zod/mini';
import { idParamSchema, isoDateSchema, timestampSchema } from '../shared/common';
import { currencySchema } from '../shared/currency';
import { defineCall } from '../shared/define-call';

/**
 * Spec 001 sections 3, 5 and 7: what a member redeems their rewards for, and the orders that
 * follow. Amounts are whole minor units: cents for a dollars programme, points for a points one;
 * a gift card's face value is always in cents.
 */

export const REWARD_ITEM_TYPES = ['GIFT_CARD', 'MERCHANDISE', 'REWARD_BOX'] as const;
export const rewardItemTypeSchema = z.enum(REWARD_ITEM_TYPES);
export type RewardItemType = z.infer<typeof rewardItemTypeSchema>;

export const DELIVERY_FORMS = ['DIGITAL', 'PHYSICAL'] as const;
export const deliveryFormSchema = z.enum(DELIVERY_FORMS);
export type DeliveryForm = z.infer<typeof deliveryFormSchema>;

/** The most of one item a basket may hold (a reward box: exactly one, spec 001 section 9). */
export const MAX_ITEM_QUANTITY = 10;
/** The most lines one redemption may carry. */
export const MAX_BASKET_LINES = 20;

const amountSchema = z.int().check(z.gte(0));
const positiveIdSchema = z.int().check(z.positive(), z.lte(2_147_483_647));

/** One thing a member may redeem: a product in one delivery form (the spec's product variation). */
export const rewardItemSchema = z.object({
  /** The product variation's id: what a redemption names. */
  id: z.int(),
  /** The product it is a form of (a gift card's digital and physical forms share one). */
  productId: z.int(),
  type: rewardItemTypeSchema,
  /** In the member's language when the plan gave one, else in English. */
  name: z.string(),
  brand: z.string(),
  /** What the card is worth at the shop, in cents; null for merchandise. */
  faceValue: z.nullable(amountSchema),
  /** What it takes from the balance, in the programme's currency. */
  redemptionAmount: amountSchema,
  imageUrl: z.string(),
  deliveryForm: deliveryFormSchema,
});
export type RewardItem = z.infer<typeof rewardItemSchema>;

export const getIncentiveCatalogCall = defineCall({
  method: 'GET',
  path: '/v1/web/rewards/incentive-catalog/:code',
  summary: "One of the plan's incentive catalogs, by its code",
  access: 'member',
  feature: 'REWARDS',
  params: z.object({ code: z.string().check(z.regex(/^[A-Z][A-Z0-9_-]{0,63}$/)) }),
  response: z.object({ code: z.string(), rewardType: currencySchema, items: z.array(rewardItemSchema) }),
});

export const ORDER_STATES = ['PLACED', 'SENT_TO_FULFILMENT', 'SHIPPED', 'EMAILED', 'DELIVERED', 'CANCELLED'] as const;
export const orderStateSchema = z.enum(ORDER_STATES);
export type OrderState = z.infer<typeof orderStateSchema>;

export const shippingAddressSchema = z.object({
  name: z.nullable(z.string()),
  streetAddr1: z.string(),
  streetAddr2: z.nullable(z.string()),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const rewardOrderLineSchema = z.object({
  incentiveProductVariationId: z.int(),
  type: rewardItemTypeSchema,
  name: z.string(),
  brand: z.string(),
  faceValue: z.nullable(amountSchema),
  deliveryForm: deliveryFormSchema,
  quantity: z.int(),
  /** What one of it took from the balance. */
  unitAmount: amountSchema,
});

export const rewardOrderSchema = z.object({
  orderId: z.int(),
  /** The member whose balance paid (a subscriber may redeem a dependent's). */
  memberId: z.int(),
  memberCoverageId: z.int(),
  currency: currencySchema,
  total: amountSchema,
  state: orderStateSchema,
  placedAt: timestampSchema,
  lines: z.array(rewardOrderLineSchema),
  /** Where physical items go; null when the order holds only digital ones. */
  shippingAddress: z.nullable(shippingAddressSchema),
  /** Where digital items go (masked). */
  emailTo: z.nullable(z.string()),
  shipper: z.nullable(z.string()),
  trackingNumber: z.nullable(z.string()),
  /** The carrier's own page for the tracking number, when the portal knows the carrier. */
  trackingUrl: z.nullable(z.string()),
  shippedOn: z.nullable(isoDateSchema),
  deliveredOn: z.nullable(isoDateSchema),
  cancelledAt: z.nullable(timestampSchema),
});
export type RewardOrder = z.infer<typeof rewardOrderSchema>;

/** Sent with every redemption: the same key and body answer the first result, whatever arrives in parallel. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export const redeemRewardsCall = defineCall({
  method: 'POST',
  path: '/v3/web/rewards/redeem',
  summary: 'Redeem a basket from one coverage balance, once per Idempotency-Key',
  access: 'member',
  feature: 'REWARDS',
  body: z.object({
    account: z.object({ memberId: positiveIdSchema, memberCoverageId: positiveIdSchema }),
    items: z
      .array(
        z.object({
          incentiveProductVariationId: positiveIdSchema,
          quantity: z.int().check(z.gte(1), z.lte(MAX_ITEM_QUANTITY)),
          deliveryForm: deliveryFormSchema,
          /** The member's address a physical item goes to. */
          shippingId: z.optional(z.nullable(positiveIdSchema)),
          /** A direct incentive redeemed from one completion's own reward (not offered by the demo plans). */
          healthActionCompletionId: z.optional(z.nullable(positiveIdSchema)),
        }),
      )
      .check(z.maxLength(MAX_BASKET_LINES)),
  }),
  response: z.object({ order: rewardOrderSchema, balance: amountSchema }),
});

export const getRewardOrdersCall = defineCall({
  method: 'GET',
  path: '/v1/web/rewards/orders',
  summary: "The member's orders (or a dependent's), newest first, with where each one is",
  access: 'member',
  feature: 'REWARDS',
  query: z.object({ impersonatedMemberId: z.optional(idParamSchema), dependentId: z.optional(idParamSchema) }),
  response: z.object({ orders: z.array(rewardOrderSchema) }),
});

export const cancelRewardOrderCall = defineCall({
  method: 'POST',
  path: '/v1/web/rewards/orders/:orderId/cancel',
  summary: 'Cancel an order the fulfilment house has not received yet; its amount returns to the balance',
  access: 'member',
  feature: 'REWARDS',
  params: z.object({ orderId: idParamSchema }),
  response: z.object({ order: rewardOrderSchema, balance: amountSchema }),
});
