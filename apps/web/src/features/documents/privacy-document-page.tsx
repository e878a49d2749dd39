import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { usePageTitle } from '../../lib/page-title';
import { publicDocumentQuery } from './api/get-public-document';
import { DocumentLoadError } from './components/document-load-error';
import { PlanDocument } from '../../components/plan-document';

/** `/public/privacy-document/{title}`: terms of use, privacy policy and notices, no sign-in needed. */
export function PrivacyDocumentPage(): ReactElement {
  const { title = '' } = useParams();
  const document = useQuery(publicDocumentQuery(title));
  usePageTitle(document.data?.title);
  if (document.isPending) return <FullPageLoader />;
  if (document.isError) return <DocumentLoadError onRetry={() => void document.refetch()} />;
  return <PlanDocument document={document.data} />;
}

export default PrivacyDocumentPage;
