import * as z from 'zod/mini';
import { idParamSchema } from '../shared/common';
import { defineCall } from '../shared/define-call';
import { savedSchema } from '../shared/common';
import { VALIDATION } from '../shared/validation-messages';

/**
 * The kinds of e-mail a member can stop from the link every such e-mail carries, in the order
 * the page lists them. Transactional messages (sign-in codes, recovery links, verification
 * codes) belong to none and are always sent.
 */
export const SUBSCRIPTION_CATEGORIES = ['PROGRAMME_NEWS', 'ACTION_REMINDERS', 'SURVEYS', 'INBOX_NOTIFICATIONS'] as const;
export const subscriptionCategorySchema = z.enum(SUBSCRIPTION_CATEGORIES);
export type SubscriptionCategory = z.infer<typeof subscriptionCategorySchema>;

export function isSubscriptionCategory(value: string): value is SubscriptionCategory {
  return (SUBSCRIPTION_CATEGORIES as readonly string[]).includes(value);
}

/** English names for people reading the API; the web shows its own translation per category. */
export const SUBSCRIPTION_CATEGORY_LABELS: Record<SubscriptionCategory, string> = {
  PROGRAMME_NEWS: 'Programme news',
  ACTION_REMINDERS: 'Reward and health-action reminders',
  SURVEYS: 'Surveys',
  INBOX_NOTIFICATIONS: 'New inbox messages',
};

export const SUBSCRIPTION_STATUSES = ['SUBSCRIBED', 'UNSUBSCRIBED'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const subscriptionSchema = z.object({
  category: subscriptionCategorySchema,
  status: subscriptionStatusSchema,
  displayOrder: z.int(),
  label: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

const subscriptionsResponseSchema = z.object({ subscriptions: z.array(subscriptionSchema) });

/**
 * A link is valid only for its member and the address it was sent to, until it expires. Every
 * reason a link fails (changed, another member's, an old address, expired) gets this one answer,
 * as if there were no such link, so the answer gives no hint which.
 */
export const INVALID_SUBSCRIPTION_LINK = 'NOT_FOUND' as const;

/** The signed token of a link: base64url, a few dozen characters. */
export const subscriptionTokenSchema = z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/));

/** The most the server keeps of where a link came from (`utm_source`, `utm_campaign`); the page cuts longer values. */
export const OUTREACH_MAX_LENGTH = 100;
const outreachValueSchema = z.nullable(z.string().check(z.maxLength(OUTREACH_MAX_LENGTH)));

export const getSubscriptionsCall = defineCall({
  method: 'GET',
  path: '/v1/web/messages/subscriptions',
  summary: "The e-mail subscriptions of the member an e-mail's link names (m, e, t of the link); reads only",
  access: 'public',
  query: z.object({ memberId: idParamSchema, email: z.string().check(z.maxLength(254)), token: subscriptionTokenSchema }),
  response: subscriptionsResponseSchema,
});

export const updateSubscriptionsCall = defineCall({
  method: 'POST',
  path: '/v1/web/member/communication-preferences/memberId/:id/unsubscribe/token/:token',
  summary: 'Subscribe or unsubscribe categories from an e-mail link, noting the outreach the link came from',
  access: 'public',
  params: z.object({ id: idParamSchema, token: subscriptionTokenSchema }),
  body: z.object({
    /** One category, or several at once; each at most once. */
    communicationPreferences: z.array(z.object({ category: subscriptionCategorySchema, status: subscriptionStatusSchema })).check(
      z.minLength(1, VALIDATION.required),
      z.maxLength(SUBSCRIPTION_CATEGORIES.length),
      z.refine((choices) => new Set(choices.map((choice) => choice.category)).size === choices.length, VALIDATION.invalid),
    ),
    trackUnsubscribe: z.optional(z.object({ outreachType: z.optional(outreachValueSchema), outreachId: z.optional(outreachValueSchema) })),
  }),
  response: subscriptionsResponseSchema,
});

export const SUBSCRIPTION_COMMENT_MAX_LENGTH = 1000;

export const addSubscriptionCommentCall = defineCall({
  method: 'POST',
  path: '/v1/web/messages/subscriptions/memberId/:memberId/token/:token/comments',
  summary: 'Leave a comment on the e-mail preferences page (1 to 1000 characters)',
  access: 'public',
  params: z.object({ memberId: idParamSchema, token: subscriptionTokenSchema }),
  body: z.object({
    comment: z.string().check(
      z.maxLength(SUBSCRIPTION_COMMENT_MAX_LENGTH, VALIDATION.tooLong),
      z.refine((comment) => comment.trim() !== '', VALIDATION.required),
    ),
  }),
  response: savedSchema,
});
