import { useEffect, type ReactElement } from 'react';
import { AgreementsPrompt } from '../../features/agreements/agreements-prompt';
import { FirstTimeExperienceLaunch } from '../../features/questionnaires/fte-launch';
import { keepSignOutNotice } from '../../lib/sign-out-notice';
import { ImpersonationBanner } from './impersonation-banner';
import { LanguageOffer } from './language-offer';
import { MemberHeader } from './member-header';
import { PageFrame } from './page-frame';
import { useSaveResolvedLanguage } from './use-save-resolved-language';

/** The signed-in member's pages, the agreements the member is asked to accept, and the first-time experience's launch. */
export default function MainLayout(): ReactElement {
  useSaveResolvedLanguage();
  // Signed in again, by any way in: why the last session ended is no longer news.
  useEffect(() => keepSignOutNotice(null), []);
  return (
    <PageFrame
      header={
        <>
          <ImpersonationBanner />
          <MemberHeader />
          <LanguageOffer />
          {/* A modal: it renders over the page, wherever it sits in the tree. */}
          <AgreementsPrompt />
          <FirstTimeExperienceLaunch />
        </>
      }
    />
  );
}
