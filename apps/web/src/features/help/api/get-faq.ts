import { getFaqCall } from '@portal/contract/help';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@portal/contract';
import { callApi } from '../../../lib/api-client';
import { useDisplayedLanguage } from '../../../lib/language-store';
import { useSession } from '../../../lib/session-store';
import { helpKeys } from './help-keys';

export const faqQuery = (memberId: number, language: LanguageCode) =>
  queryOptions({
    queryKey: helpKeys.faq(memberId, language),
    queryFn: ({ signal }) => callApi(getFaqCall, { query: { language }, signal }),
    // A plan's FAQ changes only when the operator loads a new one.
    staleTime: 10 * 60_000,
  });

/** The FAQ of the member's plan in the language on screen: one answer serves the landing, a category and an item. */
export function useFaq() {
  const session = useSession();
  const language = useDisplayedLanguage().code;
  return useQuery({ ...faqQuery(session?.memberId ?? 0, language), enabled: session !== null });
}
