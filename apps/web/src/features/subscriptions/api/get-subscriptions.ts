import { getSubscriptionsCall } from '@portal/contract/subscriptions';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { SubscriptionLink } from '../subscription-link';
import { subscriptionsKeys } from './subscriptions-keys';

export const subscriptionsQuery = (link: SubscriptionLink) =>
  queryOptions({
    queryKey: subscriptionsKeys.ofLink(link),
    queryFn: ({ signal }) =>
      callApi(getSubscriptionsCall, { query: { memberId: link.memberId, email: link.email, token: link.token }, signal }),
    // An invalid link stays invalid: asking again would only repeat the answer.
    retry: false,
  });
