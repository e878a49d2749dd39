import { addSubscriptionCommentCall } from '@portal/contract/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { isInvalidLinkError, type SubscriptionLink } from '../subscription-link';
import { subscriptionsQuery } from './get-subscriptions';

export function useAddSubscriptionComment(link: SubscriptionLink) {
  const queryClient = useQueryClient();
  const { queryKey } = subscriptionsQuery(link);
  return useMutation({
    mutationFn: (comment: string) =>
      callApi(addSubscriptionCommentCall, { params: { memberId: link.memberId, token: link.token }, body: { comment } }),
    onError: (error) => (isInvalidLinkError(error) ? queryClient.invalidateQueries({ queryKey }) : undefined),
  });
}
