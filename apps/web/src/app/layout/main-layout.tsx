import type { ReactElement } from 'react';
import { AgreementsPrompt } from '../../features/agreements/agreements-prompt';
import { ImpersonationBanner } from './impersonation-banner';
import { MemberHeader } from './member-header';
import { PageFrame } from './page-frame';
import { useSaveResolvedLanguage } from './use-save-resolved-language';

/** The signed-in member's pages, and the agreements the member is asked to accept. */
export default function MainLayout(): ReactElement {
  useSaveResolvedLanguage();
  return (
    <PageFrame
      header={
        <>
          <ImpersonationBanner />
          <MemberHeader />
          {/* A modal: it renders over the page, wherever it sits in the tree. */}
          <AgreementsPrompt />
        </>
      }
    />
  );
}
