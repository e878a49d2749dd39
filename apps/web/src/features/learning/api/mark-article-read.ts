import { markArticleReadCall } from '@portal/contract/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { healthActionsKeys } from '../../../lib/api/health-actions-keys';
import { useSession } from '../../../lib/session-store';
import { learnKeys } from './learn-keys';

/**
 * Marks an article read today (spec 001: a READ_ARTICLE activity); then the member's lists and
 * the health actions, which an article can complete, are read again.
 */
export function useMarkArticleRead(contentId: string) {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(markArticleReadCall, { params: { contentId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: learnKeys.member(session?.memberId ?? 0) }),
        queryClient.invalidateQueries({ queryKey: healthActionsKeys.all }),
      ]),
  });
}
