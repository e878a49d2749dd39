import { searchArticlesCall } from '@portal/contract/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { learnKeys } from './learn-keys';

export const searchArticlesQuery = (memberId: number, keyword: string) =>
  queryOptions({
    queryKey: learnKeys.search(memberId, keyword),
    queryFn: ({ signal }) => callApi(searchArticlesCall, { query: { keyword }, signal }),
    staleTime: 60_000,
  });

/** The library's articles matching a keyword; spec 001 section 4: a blank keyword asks the server nothing. */
export function useSearchArticles(keyword: string) {
  const session = useSession();
  const trimmed = keyword.trim();
  return useQuery({ ...searchArticlesQuery(session?.memberId ?? 0, trimmed), enabled: session !== null && trimmed !== '' });
}
