import type { InboxMessage } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { messagesQuery } from '../../../lib/api/list-messages';
import { useSession } from '../../../lib/session-store';

/**
 * The member's messages, newest first: the list the header's red dot reads too, so a change
 * made here shows there at once.
 */
export function useInboxMessages() {
  const session = useSession();
  return useQuery({ ...messagesQuery(session?.memberId ?? 0), enabled: session !== null });
}

/** The inbox shows the messages not archived; the archive the others. */
export const inInbox = (messages: readonly InboxMessage[]): InboxMessage[] => messages.filter((message) => message.status !== 'DELETE');
export const inArchive = (messages: readonly InboxMessage[]): InboxMessage[] => messages.filter((message) => message.status === 'DELETE');
