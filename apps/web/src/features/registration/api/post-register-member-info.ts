import { postRegisterMemberInfoCall } from '@portal/contract/member-info';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { memberInfoQuery } from '../../../lib/api/get-member-info';

/**
 * Spec 000 section 7: once registered, the portal loads the new member by post-register-member-info
 * and opens on that answer. A failure is left to the signed-in layout, which loads member-info itself.
 */
export function loadRegisteredMember(queryClient: QueryClient, memberId: number): Promise<void> {
  return queryClient.prefetchQuery({
    ...memberInfoQuery(memberId),
    queryFn: ({ signal }) => callApi(postRegisterMemberInfoCall, { signal }),
    // Tried once: the member is already registered and signed in, and should not wait on retries to get home.
    retry: false,
  });
}
