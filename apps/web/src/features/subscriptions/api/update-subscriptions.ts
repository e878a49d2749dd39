import type { SubscriptionCategory, SubscriptionStatus } from '@portal/contract';
import { updateSubscriptionsCall } from '@portal/contract/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { isInvalidLinkError, type SubscriptionLink } from '../subscription-link';
import { subscriptionsQuery } from './get-subscriptions';

export interface SubscriptionChoice {
  readonly category: SubscriptionCategory;
  readonly status: SubscriptionStatus;
}

/** Saves one category (or several at once), telling the server which e-mail the link came from. */
export function useUpdateSubscriptions(link: SubscriptionLink) {
  const queryClient = useQueryClient();
  const { queryKey } = subscriptionsQuery(link);
  return useMutation({
    mutationFn: (choices: readonly SubscriptionChoice[]) =>
      callApi(updateSubscriptionsCall, {
        params: { id: link.memberId, token: link.token },
        body: { communicationPreferences: choices, trackUnsubscribe: { outreachType: link.outreachType, outreachId: link.outreachId } },
      }),
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer),
    // A link that expired while the page was open: reading it again shows the invalid-link state.
    onError: (error) => (isInvalidLinkError(error) ? queryClient.invalidateQueries({ queryKey }) : undefined),
  });
}
