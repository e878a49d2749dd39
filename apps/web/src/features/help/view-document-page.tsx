import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { PlanDocument } from '../../components/plan-document';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { documentSlug } from '../../lib/document-path';
import { useDisplayedLanguage } from '../../lib/language-store';
import { usePageTitle } from '../../lib/page-title';
import { importantDocumentQuery } from './api/get-important-document';
import { BackLink, HelpNotFound, HelpProblem } from './help-frame';

/** `/help-center/view-document?document=<code>`: one of the plan's important documents, by its code in the client configuration. */
export function ViewDocumentPage(): ReactElement {
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
  return (
    <Stack gap="xs" maw={760}>
      <BackLink />
      <PlanDocument document={document.data} />
    </Stack>
  );
}
