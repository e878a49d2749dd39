import * as z from 'zod/mini';
import { defineCall } from '../shared/define-call';
import { rewardOrderSchema } from './redemption-calls';

/**
 * Spec 001 sections 3, 8 and 9: reward boxes, boxes of wellness goods the plan ships, bought with
 * the member's rewards. A box is redeemed on its own call, one of each, always shipped.
 */

const amountSchema = z.int().check(z.gte(0));
const positiveIdSchema = z.int().check(z.positive(), z.lte(2_147_483_647));

/** The most boxes one redemption may carry. */
export const MAX_REWARD_BOXES = 10;

export const rewardBoxSchema = z.object({
  /** What a redemption names. */
  id: z.int(),
  code: z.string(),
  /** In the member's language when the plan gave one, else in English. */
  name: z.string(),
  description: z.string(),
  /** What it takes from the balance, in the programme's currency. */
  redemptionAmount: amountSchema,
  imageUrl: z.string(),
});
export type RewardBox = z.infer<typeof rewardBoxSchema>;

export const redeemRewardBoxesCall = defineCall({
  method: 'POST',
  path: '/v1/web/rewards/reward-boxes/redeem',
  summary: 'Redeem reward boxes from one coverage balance, shipped to one address, once per Idempotency-Key',
  access: 'member',
  feature: 'REWARD_BOXES',
  body: z.object({
    account: z.object({ memberId: positiveIdSchema, memberCoverageId: positiveIdSchema }),
    /** The address id (the member's own, or the paying dependent's) the boxes are shipped to. */
    address: positiveIdSchema,
    items: z
      .array(
        z.object({
          rewardBoxId: positiveIdSchema,
          /** Spec 001 section 9: a reward box's quantity is 1. */
          quantity: z.literal(1),
        }),
      )
      .check(z.maxLength(MAX_REWARD_BOXES)),
  }),
  response: z.object({ order: rewardOrderSchema, balance: amountSchema }),
});
