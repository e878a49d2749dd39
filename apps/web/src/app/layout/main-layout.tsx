import type { ReactElement } from 'react';
import { ImpersonationBanner } from './impersonation-banner';
import { MemberHeader } from './member-header';
import { PageFrame } from './page-frame';
import { useSaveResolvedLanguage } from './use-save-resolved-language';
import './member-styles';

/** The signed-in member's pages. */
export default function MainLayout(): ReactElement {
  useSaveResolvedLanguage();
  return (
    <PageFrame
      header={
        <>
          <ImpersonationBanner />
          <MemberHeader />
        </>
      }
    />
  );
}
