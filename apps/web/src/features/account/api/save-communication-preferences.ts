import type { CommunicationPreferences, MemberInfo } from '@portal/contract';
import { saveCommunicationPreferencesCall } from '@portal/contract/member-account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { memberInfoQuery } from '../../../lib/api/get-member-info';

export function useSaveCommunicationPreferences(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (communicationPreferences: CommunicationPreferences) =>
      callApi(saveCommunicationPreferencesCall, { body: { communicationPreferences } }),
    onSuccess: ({ communicationPreferences }) => {
      queryClient.setQueryData<MemberInfo>(
        memberInfoQuery(memberId).queryKey,
        (member) => member && { ...member, communicationPreferences },
      );
    },
  });
}
