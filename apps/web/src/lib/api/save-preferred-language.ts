import { type LanguageCode, type MemberInfo } from '@portal/contract';
import { savePreferredLanguageCall } from '@portal/contract/member-account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { memberInfoQuery } from './get-member-info';

export function useSavePreferredLanguage(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (languageCd: LanguageCode) => callApi(savePreferredLanguageCall, { body: { languageCd } }),
    onSuccess: ({ preferredLanguageCd }) => {
      queryClient.setQueryData<MemberInfo>(memberInfoQuery(memberId).queryKey, (member) => member && { ...member, preferredLanguageCd });
    },
  });
}
