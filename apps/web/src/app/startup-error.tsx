import { Button, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown when the data every page needs could not be loaded; the member can try again. */
export function StartupError({ onRetry, notConfigured = false }: { onRetry: () => void; notConfigured?: boolean }): ReactElement {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" maw={420} role="alert">
        <Title order={1} size="h2">
          {notConfigured ? t('startup.notConfiguredTitle') : t('startup.failedTitle')}
        </Title>
        <Text ta="center">{notConfigured ? t('startup.notConfiguredText') : t('errors.GENERIC')}</Text>
        {!notConfigured && <Button onClick={onRetry}>{t('actions.tryAgain')}</Button>}
      </Stack>
    </Center>
  );
}
