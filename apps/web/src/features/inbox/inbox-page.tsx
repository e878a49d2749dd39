import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { InboxMessage } from '@portal/contract';
import { useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { FullPageLoader } from '../../components/full-page-loader';
import { useWriteControl } from '../../lib/read-only-view';
import { inArchive, inInbox, useInboxMessages } from './api/inbox-messages';
import { useUpdateMessageStatus } from './api/update-message-status';
import { BackTo, InboxProblem } from './inbox-frame';
import { MessageList } from './message-list';

/** `/inbox`: the messages not archived, newest first, and the way to the archive. */
export function InboxPage(): ReactElement {
  const { t } = useTranslation('inbox');
  const messages = useInboxMessages();
  if (messages.isError) return <InboxProblem retry={() => void messages.refetch()} />;
  if (!messages.data) return <FullPageLoader />;
  const shown = inInbox(messages.data.messages);
  const unread = shown.filter((message) => message.status === 'UNREAD').length;
  return (
    <Stack gap="lg" maw={880}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap="xs">
          <Title order={1}>{t('inbox.title')}</Title>
          <Text>{unread === 0 ? t('inbox.allRead') : t('inbox.unreadCount', { count: unread })}</Text>
        </Stack>
        <Anchor component={Link} to="/inbox/archive">
          {t('inbox.toArchive')}
        </Anchor>
      </Group>
      <MessageList messages={shown} label={t('inbox.title')} empty={t('inbox.empty')} />
    </Stack>
  );
}

/** `/inbox/archive`: archived messages, each with the way back to the inbox. */
export function ArchivePage(): ReactElement {
  const { t } = useTranslation('inbox');
  const messages = useInboxMessages();
  const update = useUpdateMessageStatus();
  const writeControl = useWriteControl();
  const heading = useRef<HTMLHeadingElement>(null);
  const [restored, setRestored] = useState<string | null>(null);
  if (messages.isError) return <InboxProblem retry={() => void messages.refetch()} />;
  if (!messages.data) return <FullPageLoader />;
  // The button leaves with its message: the focus goes to the page's heading, and the change is said.
  const unarchive = (message: InboxMessage): void =>
    update.mutate(
      { id: message.id, status: 'READ' },
      {
        onSuccess: () => {
          setRestored(message.subject);
          heading.current?.focus();
        },
      },
    );
  return (
    <Stack gap="lg" maw={880}>
      <Stack gap="xs">
        <BackTo />
        <Title order={1} ref={heading} tabIndex={-1}>
          {t('archive.title')}
        </Title>
        <Text>{t('archive.intro')}</Text>
      </Stack>
      <div role="status">{restored && <Text fw={600}>{t('archive.restored', { subject: restored })}</Text>}</div>
      {update.error && <ErrorAlert error={update.error} />}
      <MessageList
        messages={inArchive(messages.data.messages)}
        label={t('archive.title')}
        empty={t('archive.empty')}
        action={(message) => (
          <Button
            variant="light"
            onClick={() => unarchive(message)}
            loading={update.isPending && update.variables.id === message.id}
            aria-label={t('archive.unarchiveNamed', { subject: message.subject })}
            {...writeControl}
          >
            {t('archive.unarchive')}
          </Button>
        )}
      />
    </Stack>
  );
}
