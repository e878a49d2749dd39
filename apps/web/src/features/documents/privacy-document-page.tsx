import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { formatShortDate } from '../../lib/format';
import { languageTag } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { publicDocumentQuery } from './api/get-public-document';
import { DocumentLoadError } from './components/document-load-error';
import { DocumentText } from '../../components/document-text';

/** `/public/privacy-document/{title}`: terms of use, privacy policy and notices, no sign-in needed. */
export function PrivacyDocumentPage(): ReactElement {
  const { t } = useTranslation('documents');
  const { title = '' } = useParams();
  const document = useQuery(publicDocumentQuery(title));
  usePageTitle(document.data?.title);
  if (document.isPending) return <FullPageLoader />;
  if (document.isError) return <DocumentLoadError onRetry={() => void document.refetch()} />;
  const tag = languageTag(document.data.languageCd);
  return (
    <Stack gap="xs" lang={tag}>
      <Title order={1}>{document.data.title}</Title>
      <Text c="dimmed" size="sm">
        {t('updated', { date: formatShortDate(document.data.updatedAt.slice(0, 10), tag) })}
      </Text>
      <DocumentText body={document.data.body} />
    </Stack>
  );
}

export default PrivacyDocumentPage;
