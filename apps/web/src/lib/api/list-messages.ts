import { listMessagesCall } from '@portal/contract/messages';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { messagesKeys } from './messages-keys';

export const messagesQuery = (memberId: number) =>
  queryOptions({
    queryKey: messagesKeys.of(memberId),
    queryFn: ({ signal }) => callApi(listMessagesCall, { signal }),
    staleTime: 60_000,
  });
