import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** The 988 Suicide & Crisis Lifeline, shown where answers or a page's subject call for it. */
export function CrisisLinePanel(): ReactElement {
  const { t } = useTranslation('health-profile');
  return (
    <section className="notice notice-error" aria-labelledby="crisis-line-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="crisis-line-title">
          {t('crisis.title')}
        </Title>
        <Text>{t('crisis.body')}</Text>
        <Group gap="md">
          <Anchor href="tel:988">{t('crisis.call')}</Anchor>
          <Anchor href="sms:988">{t('crisis.text')}</Anchor>
        </Group>
      </Stack>
    </section>
  );
}
