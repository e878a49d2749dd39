import type { InboxMessage } from '@portal/contract';
import { updateMessageStatusCall } from '@portal/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { messagesKeys } from '../../../lib/api/messages-keys';
import { useSession } from '../../../lib/session-store';

type MessageList = { messages: InboxMessage[] };

/**
 * Opens, archives or unarchives a message. The answer replaces the message in the cached list at
 * once (the header's dot and the lists follow it), then the list is read again from the server.
 */
export function useUpdateMessageStatus() {
  const session = useSession();
  const queryClient = useQueryClient();
  const key = messagesKeys.of(session?.memberId ?? 0);
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: InboxMessage['status'] }) =>
      callApi(updateMessageStatusCall, { params: { id }, body: { status } }),
    onSuccess: ({ message }) => {
      queryClient.setQueryData<MessageList>(key, (list) =>
        list ? { messages: list.messages.map((shown) => (shown.id === message.id ? message : shown)) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: messagesKeys.all });
    },
  });
}
