import { checkResetLinkCall } from '@portal/contract/recovery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * Whether the e-mailed link still works, asked when its page opens so a used or expired link
 * is refused before the member types a new password. Checking does not use the link up.
 */
export const resetLinkQuery = (username: string, token: string) =>
  queryOptions({
    queryKey: ['recovery', 'reset-link', username, token] as const,
    queryFn: ({ signal }) => callApi(checkResetLinkCall, { params: { username }, body: { token }, signal }),
    retry: false,
  });

export function useResetLinkCheck(username: string, token: string) {
  return useQuery({ ...resetLinkQuery(username, token), enabled: username !== '' && token !== '' });
}
