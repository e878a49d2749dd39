import type { SubscriptionLink } from '../subscription-link';

/** The query keys of the e-mail subscriptions page: one entry per link. */
export const subscriptionsKeys = {
  all: ['subscriptions'] as const,
  ofLink: (link: SubscriptionLink) => [...subscriptionsKeys.all, link.memberId, link.email, link.token] as const,
};
