import { type MemberInfo } from '@portal/contract';
import { getMemberInfoCall } from '@portal/contract/member-info';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { sessionStore, useSession } from '../session-store';
import { memberInfoKeys } from './member-info-keys';

export const memberInfoQuery = (memberId: number) =>
  queryOptions({
    queryKey: memberInfoKeys.of(memberId),
    // Spec 000: support staff enter a member's portal by member id on this call.
    queryFn: ({ signal }) =>
      callApi(getMemberInfoCall, {
        signal,
        query: sessionStore.get()?.impersonation ? { impersonatedMemberId: memberId } : undefined,
      }),
    staleTime: 60_000,
  });

/** The signed-in member; used inside the signed-in layout, which loads it first. */
export function useMemberInfo(): MemberInfo {
  const session = useSession();
  if (!session) throw new Error('useMemberInfo needs a signed-in member');
  return useSuspenseQuery(memberInfoQuery(session.memberId)).data;
}
