import * as z from 'zod/mini';
import { idParamSchema, timestampSchema } from '../shared/common';
import { defineCall } from '../shared/define-call';
import { deliveryFormSchema, rewardItemSchema, shippingAddressSchema } from './redemption-calls';

/**
 * Spec 001 "Automatic rewards": a member chooses one catalog item in one delivery form, and the
 * server redeems every new reward for it as soon as the balance covers it. One choice per member
 * coverage; a new choice replaces the old one.
 */

const positiveIdSchema = z.int().check(z.positive(), z.lte(2_147_483_647));

/** The active choice of one coverage. */
export const autoRewardChoiceSchema = z.object({
  preferenceId: z.int(),
  /** The member whose balance pays (a subscriber may set it up for a dependent). */
  memberId: z.int(),
  memberCoverageId: z.int(),
  /** The product variation chosen: a reward item's id, as a redemption names it. */
  incentiveProductId: z.int(),
  deliveryForm: deliveryFormSchema,
  /** The item as the catalog offers it now; null when the plan no longer offers it (nothing is redeemed then). */
  item: z.nullable(rewardItemSchema),
  /** Where a digital item goes (masked); null for a physical one. */
  emailTo: z.nullable(z.string()),
  activatedAt: timestampSchema,
});
export type AutoRewardChoice = z.infer<typeof autoRewardChoiceSchema>;

/** rewards/init's `autoReward`: the active choice of the member viewed, and where a physical item of it goes. */
export const autoRewardSchema = z.object({
  selected: z.nullable(autoRewardChoiceSchema),
  address: z.nullable(shippingAddressSchema),
});
export type AutoReward = z.infer<typeof autoRewardSchema>;

export const setupAutoRewardCall = defineCall({
  method: 'POST',
  path: '/v2/web/rewards/setup',
  summary: 'Sets up automatic rewards: every new reward of the coverage is redeemed for the chosen item',
  access: 'member',
  feature: 'AUTO_REWARDS',
  body: z.object({
    account: z.object({ memberId: positiveIdSchema, memberCoverageId: positiveIdSchema }),
    poolIncentivePreference: z.object({
      incentiveProductId: positiveIdSchema,
      deliveryForm: deliveryFormSchema,
      /** The household's address a physical item goes to. */
      shippingId: z.optional(z.nullable(positiveIdSchema)),
    }),
  }),
  response: autoRewardSchema,
});

export const removeAutoRewardCall = defineCall({
  method: 'DELETE',
  path: '/v1/web/rewards/:id',
  summary: 'Removes an automatic reward preference (deactivation)',
  access: 'member',
  feature: 'AUTO_REWARDS',
  params: z.object({ id: idParamSchema }),
  response: z.object({ preferenceId: z.int(), deactivatedAt: timestampSchema }),
});
