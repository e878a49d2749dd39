import { listMessagesCall } from '@portal/contract/messages';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api-client';

export const messagesQuery = (memberId: number) =>
  queryOptions({
    queryKey: ['messages', memberId] as const,
    queryFn: ({ signal }) => callApi(listMessagesCall, { signal }),
    staleTime: 60_000,
  });
