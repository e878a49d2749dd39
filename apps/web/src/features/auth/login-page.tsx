import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CodeSent } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { useDisplayedLanguage } from '../../lib/language-store';
import { pickLocalized } from '../../lib/localized-text';
import { pageConfig } from '../../lib/page-config';
import { safeNextUrl } from '../../lib/safe-next-url';
import { sessionStore } from '../../lib/session-store';
import { keepSignOutNotice, signOutNotice } from '../../lib/sign-out-notice';
import { requestSignInCode } from './api/request-sign-in-code';
import { LearnMoreDialog } from './components/learn-more-dialog';
import { LoginForm } from './components/login-form';
import { ErrorAlert } from '../../components/error-alert';
import { Notice } from '../../components/notice';
import { FullPageLoader } from '../../components/full-page-loader';
import { memberInfoKeys } from '../../lib/api/member-info-keys';
import { MFA_LOCKED_STATE } from './sign-in-outcome';

// The MFA step's code loads when a member needs it, keeping it off the first load.
const MfaChallenge = lazy(() => import('./components/mfa-challenge').then((m) => ({ default: m.MfaChallenge })));

type Step = { kind: 'credentials'; failure?: unknown } | { kind: 'mfa'; username: string; sent: CodeSent };

/** Spec 000 section 2, Login: username, password, register link, learn-more dialog, login message; then MFA. */
export function LoginPage(): ReactElement {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const configuration = useClientConfiguration();
  const { code } = useDisplayedLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const loginMessage = pickLocalized(configuration.loginMessage, code);
  const [notice, setNotice] = useState(signOutNotice);
  const goOn = (): void => void navigate(safeNextUrl(searchParams.get('nextUrl')), { replace: true });

  const signedIn = (mfaType: string | null, username: string): void => {
    if (!mfaType) {
      goOn();
      return;
    }
    // The code is sent as the member moves on, not when a component happens to mount.
    requestSignInCode().then(
      (sent) => setStep({ kind: 'mfa', username, sent }),
      (failure: unknown) => {
        sessionStore.set(null);
        setStep({ kind: 'credentials', failure });
      },
    );
  };
  const startOver = (): void => {
    sessionStore.set(null);
    queryClient.removeQueries({ queryKey: memberInfoKeys.all });
    setStep({ kind: 'credentials' });
  };

  return (
    <Stack maw={440} mx="auto" gap="lg">
      <div>
        <Title order={1}>{t('login.title')}</Title>
        <Text c="dimmed">{t('login.subtitle', { programme: configuration.title })}</Text>
      </div>
      {notice && step.kind === 'credentials' && (
        <Notice tone="info" role="note">
          {tCommon(notice)}{' '}
          <Anchor
            component="button"
            onClick={() => {
              keepSignOutNotice(null);
              setNotice(null);
            }}
          >
            {tCommon('actions.close')}
          </Anchor>
        </Notice>
      )}
      {loginMessage && step.kind === 'credentials' && (
        <Notice tone="info" role="note">
          {loginMessage}
        </Notice>
      )}
      {configuration.singleSignOn && step.kind === 'credentials' && (
        // A full-page visit: the server starts the sign-in at the plan's identity provider.
        <Button
          component="a"
          href={`${pageConfig.apiRoot}/v1/sso/${configuration.abbreviation}/${configuration.singleSignOn.protocol.toLowerCase()}/start`}
        >
          {t('login.sso')}
        </Button>
      )}
      <Paper withBorder p="lg">
        {step.kind === 'credentials' ? (
          <Stack gap="md">
            <ErrorAlert error={step.failure} />
            <LoginForm onSignedIn={(outcome, username) => signedIn(outcome.mfaType, username)} />
          </Stack>
        ) : (
          <Suspense fallback={<FullPageLoader />}>
            <MfaChallenge
              username={step.username}
              sent={step.sent}
              onVerified={goOn}
              onLocked={() => {
                sessionStore.set(null);
                void navigate('/login-verify-error', { replace: true, state: MFA_LOCKED_STATE });
              }}
              onCancel={startOver}
            />
          </Suspense>
        )}
      </Paper>
      <Group gap="lg">
        <Anchor component={Link} to="/forgot-username">
          {t('login.forgotUsername')}
        </Anchor>
        <Anchor component={Link} to="/forgot-password">
          {t('login.forgotPassword')}
        </Anchor>
      </Group>
      <Text>
        {t('login.newMember')}{' '}
        <Anchor component={Link} to="/register">
          {t('login.register')}
        </Anchor>
      </Text>
      {configuration.features.includes('LEARN_MORE') && <LearnMoreDialog programme={configuration.title} />}
    </Stack>
  );
}

export default LoginPage;
