import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

function minutesAndSeconds(milliseconds: number): string {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** WCAG 2.2.1: before the idle sign-out, the member is warned and can stay with one action. */
export function IdleWarning({
  remainingMs,
  onStay,
  onSignOut,
}: {
  remainingMs: number;
  onStay: () => void;
  onSignOut: () => void;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onStay} title={t('session.idleTitle')} closeButtonProps={{ 'aria-label': t('actions.close') }} centered>
      <Text mb="md">{t('session.idleText', { time: minutesAndSeconds(remainingMs) })}</Text>
      <Group>
        <Button onClick={onStay} data-autofocus>
          {t('session.staySignedIn')}
        </Button>
        <Button variant="subtle" onClick={onSignOut}>
          {t('session.signOutNow')}
        </Button>
      </Group>
    </Modal>
  );
}
