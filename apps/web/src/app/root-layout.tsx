import { type ClientConfiguration, type LanguageCode } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { ApiError } from '../lib/api-client';
import { clientConfigurationQuery } from '../lib/api/get-client-configuration';
import { memberInfoQuery } from '../lib/api/get-member-info';
import { useFlashMessages } from '../lib/flash';
import { useDisplayedLanguage } from '../lib/language-store';
import { hasCompletedSignIn, useSession } from '../lib/session-store';
import { useRouteEffects } from './route-effects';
import { StartupError } from './startup-error';
import { useLanguageResolution } from './use-language-resolution';

const FlashMessages = lazy(() => import('../components/flash-messages'));
const LanguageLoadingOverlay = lazy(() => import('../components/language-loading-overlay'));

/** Loads the client configuration every page needs, then settles the language. */
export function RootLayout(): ReactElement {
  const configuration = useQuery(clientConfigurationQuery);
  const session = useSession();
  // A session waiting for its second step or for SSO registration has no member info to read
  // yet (spec 000 startup): asking would only be refused with 403.
  const member = useQuery({ ...memberInfoQuery(session?.memberId ?? 0), enabled: hasCompletedSignIn(session) });
  if (configuration.isPending) return <FullPageLoader />;
  if (configuration.isError) {
    const notConfigured = configuration.error instanceof ApiError && configuration.error.code === 'CLIENT_NOT_FOUND';
    return <StartupError notConfigured={notConfigured} onRetry={() => void configuration.refetch()} />;
  }
  return <ConfiguredRoot configuration={configuration.data} memberLanguage={member.data?.preferredLanguageCd} />;
}

function ConfiguredRoot(props: { configuration: ClientConfiguration; memberLanguage: LanguageCode | null | undefined }): ReactElement {
  const { t } = useTranslation();
  useLanguageResolution(props.configuration, props.memberLanguage);
  useRouteEffects(props.configuration.title);
  const { loading } = useDisplayedLanguage();
  const hasFlashMessages = useFlashMessages().length > 0;
  return (
    <>
      <a href="#main-content" className="skip-link">
        {t('skipToMain')}
      </a>
      <Suspense fallback={null}>{loading && <LanguageLoadingOverlay />}</Suspense>
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
      <Suspense fallback={null}>{hasFlashMessages && <FlashMessages />}</Suspense>
    </>
  );
}
