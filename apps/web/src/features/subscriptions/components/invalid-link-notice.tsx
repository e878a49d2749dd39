import { Alert, Stack, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { SupportContactLines } from '../../../components/support-contact-lines';

/** Spec 000 section 8: an invalid link advises contacting support; the plan's contacts are shown here. */
export function InvalidLinkNotice(): ReactElement {
  const { t } = useTranslation('subscriptions');
  return (
    <Alert color="red" role="alert" title={t('invalid.title')}>
      <Stack gap="xs">
        <Text>{t('invalid.text')}</Text>
        <SupportContactLines />
      </Stack>
    </Alert>
  );
}
