import { Button, Stack, Text, Title } from '@mantine/core';
import type { InboxMessage } from '@portal/contract';
import { useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { FullPageLoader } from '../../components/full-page-loader';
import { usePageTitle } from '../../lib/page-title';
import { useWriteControl } from '../../lib/read-only-view';
import { useSession } from '../../lib/session-store';
import { useInboxMessages } from './api/inbox-messages';
import { useUpdateMessageStatus } from './api/update-message-status';
import { BackTo, InboxProblem, MessageNotFound } from './inbox-frame';
import { useSentAt } from './message-list';

/**
 * Spec 001: opening an unread message marks it read, once (the server refuses a second move). Staff
 * viewing the portal read it without marking it: their view changes nothing.
 */
function useMarkOpened(message: InboxMessage | undefined): ReturnType<typeof useUpdateMessageStatus> {
  const update = useUpdateMessageStatus();
  const viewOnly = useSession()?.impersonation != null;
  const asked = useRef<number | null>(null);
  const { mutate } = update;
  useEffect(() => {
    if (!message || message.status !== 'UNREAD' || viewOnly || asked.current === message.id) return;
    asked.current = message.id;
    mutate({ id: message.id, status: 'READ' });
  }, [message, viewOnly, mutate]);
  return update;
}

function MessageView({ message }: { message: InboxMessage }): ReactElement {
  const { t } = useTranslation('inbox');
  const sentAt = useSentAt();
  const opened = useMarkOpened(message);
  const update = useUpdateMessageStatus();
  const writeControl = useWriteControl();
  const archived = message.status === 'DELETE';
  usePageTitle(message.subject);
  return (
    <Stack gap="lg" maw={760}>
      <BackTo archive={archived} />
      <Stack gap="xs">
        {/* A message keeps no language of its own: its text sets its own direction. */}
        <Title order={1} dir="auto">
          {message.subject}
        </Title>
        <Text size="sm" c="dimmed">
          {t('list.sentAt', { when: sentAt(message) })}
        </Text>
      </Stack>
      <Text style={{ whiteSpace: 'pre-line' }} dir="auto">
        {message.body}
      </Text>
      {(update.error ?? opened.error) && <ErrorAlert error={update.error ?? opened.error} />}
      <div role="status">{archived && <Text fw={600}>{t('message.inArchive')}</Text>}</div>
      {/* One button whose words change: the focus stays on it after archiving or unarchiving, so it
          never shows the loader (a disabled button drops the focus). */}
      <Button
        w="fit-content"
        variant={archived ? 'light' : 'filled'}
        onClick={() => {
          if (!update.isPending) update.mutate({ id: message.id, status: archived ? 'READ' : 'DELETE' });
        }}
        aria-busy={update.isPending}
        disabled={message.status === 'UNREAD'}
        {...writeControl}
      >
        {archived ? t('archive.unarchive') : t('message.archive')}
      </Button>
    </Stack>
  );
}

/** `/inbox/:messageId`: one of the member's messages; any other id is 'message not found'. */
export function MessagePage(): ReactElement {
  const messageId = useParams().messageId ?? '';
  const messages = useInboxMessages();
  if (messages.isError) return <InboxProblem retry={() => void messages.refetch()} />;
  if (!messages.data) return <FullPageLoader />;
  const message = /^\d+$/.test(messageId) ? messages.data.messages.find((shown) => shown.id === Number(messageId)) : undefined;
  if (!message) return <MessageNotFound />;
  return <MessageView key={message.id} message={message} />;
}
