import type { ReactElement } from 'react';
import { PageFrame } from './page-frame';
import { PublicHeader } from './public-header';

/** Pages anyone may open: sign-in, legal documents, disclaimers, the not-found page. */
export function PublicLayout(): ReactElement {
  return <PageFrame header={<PublicHeader />} />;
}
