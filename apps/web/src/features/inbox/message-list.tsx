import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { InboxMessage } from '@portal/contract';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { languageTag } from '../../lib/i18n';
import { useDisplayedLanguage } from '../../lib/language-store';

/** When a message was sent, in the member's language. */
export function useSentAt(): (message: InboxMessage) => string {
  const tag = languageTag(useDisplayedLanguage().code);
  return (message) => formatDateTime(message.sentAt, tag);
}

/**
 * One message a line: its subject (the link to it) and when it came. An unread one says so in
 * words (a badge for the eye, the link's own name for a screen reader) and in a bolder subject,
 * never by colour alone.
 */
export function MessageList({
  messages,
  label,
  empty,
  action,
}: {
  messages: readonly InboxMessage[];
  label: string;
  empty: string;
  action?: (message: InboxMessage) => ReactNode;
}): ReactElement {
  const { t } = useTranslation('inbox');
  const sentAt = useSentAt();
  if (messages.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {messages.map((message) => {
        const unread = message.status === 'UNREAD';
        return (
          <Paper component="li" key={message.id} withBorder p="md" bg={unread ? 'blue.0' : undefined}>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={4}>
                <Group gap="xs" wrap="wrap">
                  {unread && (
                    <Badge color="blue.9" variant="filled" size="sm" aria-hidden>
                      {t('list.unread')}
                    </Badge>
                  )}
                  <Anchor
                    component={Link}
                    to={`/inbox/${message.id}`}
                    fw={unread ? 700 : 400}
                    dir="auto"
                    aria-label={unread ? t('list.unreadNamed', { subject: message.subject }) : undefined}
                  >
                    {message.subject}
                  </Anchor>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('list.sentAt', { when: sentAt(message) })}
                </Text>
              </Stack>
              {action?.(message)}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
