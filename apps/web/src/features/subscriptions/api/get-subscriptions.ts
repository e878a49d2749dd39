import { getSubscriptionsCall } from '@portal/contract/subscriptions';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { SubscriptionLink } from '../subscription-link';

export const subscriptionsQuery = (link: SubscriptionLink) =>
  queryOptions({
    queryKey: ['subscriptions', link.memberId, link.email, link.token] as const,
    queryFn: ({ signal }) =>
      callApi(getSubscriptionsCall, { query: { memberId: link.memberId, email: link.email, token: link.token }, signal }),
    // An invalid link stays invalid: asking again would only repeat the answer.
    retry: false,
  });
