import type { LanguageCode } from '@portal/contract';
import { getArticleCall } from '@portal/contract/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';
import { useDisplayedLanguage } from '../../../lib/language-store';
import { useSession } from '../../../lib/session-store';
import { learnKeys } from './learn-keys';

export const articleQuery = (memberId: number, contentId: string, language: LanguageCode) =>
  queryOptions({
    queryKey: learnKeys.article(memberId, contentId, language),
    queryFn: ({ signal }) => callApi(getArticleCall, { params: { contentId }, query: { language }, signal }),
    // An unknown or malformed id stays unknown: asking again would only repeat the answer.
    retry: (failures, error) => !isArticleMissing(error) && failures < 3,
    staleTime: 60_000,
  });

/**
 * One article in the language asked for, else in the page's (which a `?lang=` address can set
 * apart from the member's saved one), else in English when it is not written in either.
 */
export function useArticle(contentId: string, asked: LanguageCode | null) {
  const session = useSession();
  const displayed = useDisplayedLanguage().code;
  return useQuery({ ...articleQuery(session?.memberId ?? 0, contentId, asked ?? displayed), enabled: session !== null });
}

/** The server has no article of that id (404), or the id is not one an article can have (400). */
export function isArticleMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
