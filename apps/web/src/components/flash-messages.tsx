import { Notification, Stack } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissFlash, useFlashMessages, type FlashKind } from '../lib/flash';

const COLORS: Record<FlashKind, string> = { error: 'red', success: 'green', warning: 'yellow' };

/**
 * The flash messages, top right; errors are announced at once, the others politely. Loaded with
 * the first message, so the first page does not carry it.
 */
export default function FlashMessages(): ReactElement {
  const { t } = useTranslation();
  const messages = useFlashMessages();
  return (
    <Stack
      pos="fixed"
      top={16}
      right={16}
      style={{ zIndex: 400, insetInlineEnd: 16, insetInlineStart: 'auto' }}
      w={340}
      maw="calc(100vw - 32px)"
      gap="xs"
    >
      {messages.map((message) => (
        <Notification
          key={message.id}
          color={COLORS[message.kind]}
          role={message.kind === 'error' ? 'alert' : 'status'}
          withBorder
          onClose={() => dismissFlash(message.id)}
          closeButtonProps={{ 'aria-label': t('actions.close') }}
        >
          {message.text}
        </Notification>
      ))}
    </Stack>
  );
}
