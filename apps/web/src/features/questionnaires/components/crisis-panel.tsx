import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The 988 Suicide & Crisis Lifeline (call or text 988; in danger, 911), shown the moment a
 * crisis-support answer calls for it and kept on the page from then on. An alert, so a screen
 * reader says it at once wherever the member's focus is.
 */
export function CrisisPanel(): ReactElement {
  const { t } = useTranslation('questionnaires');
  return (
    <Paper withBorder p="md" role="alert" aria-labelledby="crisis-line-title" bg="var(--mantine-color-red-light)">
      <Stack gap="xs">
        <Title order={2} size="h4" id="crisis-line-title">
          {t('crisis.title')}
        </Title>
        <Text>{t('crisis.text')}</Text>
        <Group gap="md">
          <Anchor href="tel:988" fw={700} c="inherit" underline="always">
            {t('crisis.call')}
          </Anchor>
          <Anchor href="sms:988" fw={700} c="inherit" underline="always">
            {t('crisis.textMessage')}
          </Anchor>
        </Group>
        <Text fw={700}>
          {t('crisis.danger')}{' '}
          <Anchor href="tel:911" c="inherit" underline="always">
            {t('crisis.call911')}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * Where the lifeline shows: a live region present from the first render of its place, so the
 * panel is announced the moment it appears.
 */
export function CrisisRegion({ shown }: { shown: boolean }): ReactElement {
  return <div aria-live="assertive">{shown && <CrisisPanel />}</div>;
}
