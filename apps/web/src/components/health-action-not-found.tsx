import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec 001 section 8: not found, health action; with the way back to the list. */
export function HealthActionNotFound(): ReactElement {
  const { t } = useTranslation('health-actions');
  return (
    <Stack gap="md">
      <Title order={1}>{t('detail.notFound')}</Title>
      <Text>{t('detail.notFoundText')}</Text>
      <Anchor component={Link} to="/health-actions" w="fit-content">
        {t('detail.back')}
      </Anchor>
    </Stack>
  );
}
