import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { useDisplayedLanguage } from '../../lib/language-store';
import { pickLocalized } from '../../lib/localized-text';
import { usePageTitle } from '../../lib/page-title';
import { disclaimerQuery } from './api/get-disclaimer';
import { DocumentLoadError } from './components/document-load-error';
import { DocumentText } from '../../components/document-text';

/** `/disclaimers/{id}`: one of the client's disclaimers, no sign-in needed. */
export function DisclaimerPage(): ReactElement {
  const { id = '' } = useParams();
  const { code } = useDisplayedLanguage();
  const disclaimer = useQuery({ ...disclaimerQuery(Number(id)), enabled: /^\d+$/.test(id) });
  const title = disclaimer.data && pickLocalized(disclaimer.data.title, code);
  usePageTitle(title);
  if (!/^\d+$/.test(id) || disclaimer.isError) return <DocumentLoadError onRetry={() => void disclaimer.refetch()} />;
  if (disclaimer.isPending) return <FullPageLoader />;
  return (
    <Stack gap="xs">
      <Title order={1}>{title}</Title>
      <DocumentText body={pickLocalized(disclaimer.data.body, code)} />
    </Stack>
  );
}

export default DisclaimerPage;
