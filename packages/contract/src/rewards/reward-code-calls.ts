import * as z from 'zod/mini';
import { idParamSchema, isoDateSchema } from '../shared/common';
import { defineCall } from '../shared/define-call';

/**
 * The codes of an order's digital rewards (e-gift cards), as the fulfilment house issued them:
 * shown only to the member in their own portal, and e-mailed again on request.
 */

/** How many times a day one order's codes may be e-mailed again. */
export const REWARD_CODE_RESENDS_PER_DAY = 3;

export const rewardCodeSchema = z.object({
  /** The order line the code belongs to, and which of its units. */
  lineNumber: z.int(),
  unitNumber: z.int(),
  name: z.string(),
  brand: z.string(),
  /** What the card is worth at the shop, in cents. */
  faceValue: z.nullable(z.int()),
  code: z.string(),
  pin: z.nullable(z.string()),
  expiresOn: z.nullable(isoDateSchema),
});
export type RewardCode = z.infer<typeof rewardCodeSchema>;

export const getRewardOrderCodesCall = defineCall({
  method: 'GET',
  path: '/v1/web/rewards/orders/:orderId/codes',
  summary: "The codes of an order's digital rewards; never to support staff viewing the portal",
  access: 'member',
  feature: 'REWARDS',
  params: z.object({ orderId: idParamSchema }),
  response: z.object({ codes: z.array(rewardCodeSchema) }),
});

export const resendRewardOrderCodesCall = defineCall({
  method: 'POST',
  path: '/v1/web/rewards/orders/:orderId/resend-codes',
  summary: "E-mails an order's codes again to the member's verified primary address",
  access: 'member',
  feature: 'REWARDS',
  params: z.object({ orderId: idParamSchema }),
  response: z.object({
    /** Where they went, masked. */
    emailTo: z.string(),
    /** Resends of this order left today. */
    resendsLeft: z.int(),
  }),
});
