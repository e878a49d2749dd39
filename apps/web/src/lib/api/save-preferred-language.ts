import { type LanguageCode, type MemberInfo } from '@portal/contract';
import { savePreferredLanguageCall } from '@portal/contract/member-account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { languageChoicesStore } from '../language-store';
import { memberInfoQuery } from './get-member-info';

/** A saved preference ends the visit's own choice: from then on the saved one is shown. */
export function useSavePreferredLanguage(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (languageCd: LanguageCode) => callApi(savePreferredLanguageCall, { body: { languageCd } }),
    onSuccess: ({ preferredLanguageCd }) => {
      languageChoicesStore.set({ ...languageChoicesStore.get(), forced: null });
      queryClient.setQueryData<MemberInfo>(memberInfoQuery(memberId).queryKey, (member) => member && { ...member, preferredLanguageCd });
    },
  });
}
