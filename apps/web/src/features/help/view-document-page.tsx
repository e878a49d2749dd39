import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DocumentText } from '../../components/document-text';
import { FullPageLoader } from '../../components/full-page-loader';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { documentSlug } from '../../lib/document-path';
import { formatShortDate } from '../../lib/format';
import { languageTag } from '../../lib/i18n';
import { useDisplayedLanguage } from '../../lib/language-store';
import { usePageTitle } from '../../lib/page-title';
import { importantDocumentQuery } from './api/get-important-document';
import { BackLink, HelpNotFound, HelpProblem } from './help-frame';

/** `/help-center/view-document?document=<code>`: one of the plan's important documents, by its code in the client configuration. */
export function ViewDocumentPage(): ReactElement {
  const { t } = useTranslation('documents');
  const code = useSearchParams()[0].get('document');
  const language = useDisplayedLanguage().code;
  const listed = useClientConfiguration().importantDocuments.find((document) => document.code === code);
  const document = useQuery({
    ...importantDocumentQuery(documentSlug(listed?.documentSlug ?? '', language)),
    enabled: listed !== undefined,
  });
  usePageTitle(document.data?.title);
  if (!listed) return <HelpNotFound what="document" />;
  if (document.isError) return <HelpProblem retry={() => void document.refetch()} />;
  if (!document.data) return <FullPageLoader />;
  const tag = languageTag(document.data.languageCd);
  return (
    <Stack gap="xs" maw={760}>
      <BackLink />
      <Stack gap="xs" lang={tag}>
        <Title order={1}>{document.data.title}</Title>
        <Text c="dimmed" size="sm">
          {t('updated', { date: formatShortDate(document.data.updatedAt.slice(0, 10), tag) })}
        </Text>
        <DocumentText body={document.data.body} />
      </Stack>
    </Stack>
  );
}
