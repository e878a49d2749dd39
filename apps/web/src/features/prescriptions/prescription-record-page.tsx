import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../../components/full-page-loader';
import { languageTag } from '../../lib/i18n';
import { useDisplayedLanguage } from '../../lib/language-store';
import { usePrescriptions } from './api/get-prescriptions';
import { PrescriptionTable } from './prescription-table';

/** `/prescription-record`: the member's prescription fills, newest first (spec 001), or why there are none to show. */
export function PrescriptionRecordPage(): ReactElement {
  const { t } = useTranslation('prescriptions');
  const tag = languageTag(useDisplayedLanguage().code);
  const prescriptions = usePrescriptions();
  if (prescriptions.isError) {
    return (
      <Stack gap="md" align="flex-start" role="alert">
        <Title order={1}>{t('loadError')}</Title>
        <Text>{t('loadErrorText')}</Text>
        <Button variant="light" onClick={() => void prescriptions.refetch()}>
          {t('tryAgain')}
        </Button>
      </Stack>
    );
  }
  if (!prescriptions.data) return <FullPageLoader />;
  const fills = prescriptions.data.prescriptions;
  return (
    <Stack gap="lg" maw={860}>
      <Title order={1}>{t('title')}</Title>
      {fills.length === 0 ? (
        <Stack gap="xs">
          <Text fw={700}>{t('none')}</Text>
          <Text>{t('noneText')}</Text>
        </Stack>
      ) : (
        <>
          <Text>{t('intro')}</Text>
          <PrescriptionTable prescriptions={fills} languageTag={tag} />
        </>
      )}
    </Stack>
  );
}
