import * as z from 'zod/mini';
import { idParamSchema, timestampSchema } from '../shared/common';
import { defineCall } from '../shared/define-call';
import { deliveryFormSchema, rewardItemSchema, shippingAddressSchema } from './redemption-calls';

/**
 * Spec 001 "Automatic rewards" (AUTO_REWARDS): a member chooses one product once, and every reward
 * issued afterwards is redeemed for it by the server as soon as the balance covers it, through
 * the same ledger path as a basket. Off under REWARDS_EXTERNAL_REDEMPTION.
 */

const positiveIdSchema = z.int().check(z.positive(), z.lte(2_147_483_647));

export const autoRewardSchema = z.object({
  /** The preference's id: what deactivation names. */
  preferenceId: z.int(),
  /** Whose balance it redeems (a subscriber may set one up for a dependent). */
  memberId: z.int(),
  memberCoverageId: z.int(),
  incentiveProductId: z.int(),
  deliveryForm: deliveryFormSchema,
  /** The product in that form as the catalog offers it now; null when the plan has withdrawn it. */
  item: z.nullable(rewardItemSchema),
  address: z.nullable(shippingAddressSchema),
  /** Where digital rewards go (masked). */
  emailTo: z.nullable(z.string()),
  activatedAt: timestampSchema,
});
export type AutoReward = z.infer<typeof autoRewardSchema>;

export const setUpAutoRewardsCall = defineCall({
  method: 'POST',
  path: '/v2/web/rewards/setup',
  summary: "Choose the product every new reward is redeemed for, from one coverage's balance (replaces the member's earlier choice)",
  access: 'member',
  feature: 'AUTO_REWARDS',
  body: z.object({
    account: z.object({ memberId: positiveIdSchema, memberCoverageId: positiveIdSchema }),
    poolIncentivePreference: z.object({
      incentiveProductId: positiveIdSchema,
      deliveryForm: deliveryFormSchema,
      shippingId: z.optional(z.nullable(positiveIdSchema)),
    }),
  }),
  response: z.object({ autoReward: autoRewardSchema }),
});

export const deactivateAutoRewardsCall = defineCall({
  method: 'DELETE',
  path: '/v1/web/rewards/:preferenceId',
  summary: 'Turn automatic rewards off: the preference is kept, inactive, for the record',
  access: 'member',
  feature: 'AUTO_REWARDS',
  params: z.object({ preferenceId: idParamSchema }),
  response: z.object({ deactivated: z.literal(true) }),
});
