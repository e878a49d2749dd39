import { Paper, Stack, Text, Title } from '@mantine/core';
import type { CodeSent } from '@portal/contract';
import type { CommunicationForm } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { FullPageLoader } from '../../components/full-page-loader';
import { memberInfoQuery } from '../../lib/api/get-member-info';
import { awaitsSsoRegistration, startSession, useSession, type MemberSession } from '../../lib/session-store';
import { signOut } from '../../lib/sign-out';
import { ssoRegistrationInfoQuery } from './api/get-sso-registration-info';
import { registerSso } from './api/register-sso';
import { requestSsoRegistrationCode, type SsoCodeChannel } from './api/request-sso-registration-code';
import { verifySsoRegistrationCode } from './api/verify-sso-registration-code';
import { CommunicationStep } from './components/communication-step';
import { SsoChannelStep } from './components/sso-channel-step';
import { StepSequence } from './components/step-frame';
import { VerifyStep } from './components/verify-step';
import { communicationChoices, SSO_STEPS } from './registration-draft';

/** Where /register-sso sends a visitor it is not for; null when the page is theirs. */
export function registerSsoRedirect(session: MemberSession | null, now = Date.now()): string | null {
  if (session === null) return '/login';
  // Staff viewing a member never register them (spec 000: hidden during impersonation).
  if (session.impersonation) return '/';
  if (!awaitsSsoRegistration(session)) return '/';
  return session.expiresAt > now ? null : '/login';
}

/** Spec 000: /register-sso, for a single sign-on of a member who has not registered yet. */
export function RegisterSsoPage(): ReactElement {
  const session = useSession();
  const redirect = registerSsoRedirect(session);
  const queryClient = useQueryClient();
  const expired = session !== null && redirect === '/login';
  useEffect(() => {
    if (expired) void signOut(queryClient, 'forced');
  }, [expired, queryClient]);
  if (redirect !== null || session === null) return <Navigate to={redirect ?? '/login'} replace />;
  return <SsoRegistration session={session} />;
}

type Step =
  | { key: 'communication' }
  | { key: 'ssoChannel'; communication: CommunicationForm }
  | { key: 'verify'; communication: CommunicationForm; channel: SsoCodeChannel; sent: CodeSent };

function SsoRegistration({ session }: { session: MemberSession }): ReactElement {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const info = useQuery(ssoRegistrationInfoQuery(session.memberId));
  const [step, setStep] = useState<Step>({ key: 'communication' });
  const [communication, setCommunication] = useState<CommunicationForm | undefined>();
  // A verified code is spent: if registering then fails, trying again must not verify it twice.
  const verified = useRef(false);
  if (info.isPending) return <FullPageLoader />;

  const finish = async (code: string, chosen: CommunicationForm): Promise<void> => {
    if (!verified.current) {
      await verifySsoRegistrationCode(code);
      verified.current = true;
    }
    const tokens = await registerSso(communicationChoices(chosen));
    startSession(tokens, { loginType: session.loginType, memberLoginUrl: session.memberLoginUrl });
    // The pending session read no member info; the full session loads it before home shows.
    await queryClient.resetQueries({ queryKey: memberInfoQuery(tokens.memberId).queryKey });
    await queryClient.fetchQuery(memberInfoQuery(tokens.memberId));
    await navigate('/', { replace: true });
  };

  return (
    <Stack maw={560} mx="auto" gap="lg">
      <div>
        <Title order={1}>{t('sso.title')}</Title>
        {info.data && <Text>{t('sso.welcome', { name: info.data.firstName })}</Text>}
      </div>
      <ErrorAlert error={info.error} />
      {info.data && (
        <Paper withBorder p="lg">
          <StepSequence value={SSO_STEPS}>
            {step.key === 'communication' && (
              <CommunicationStep
                initial={communication}
                onNext={(chosen) => {
                  setCommunication(chosen);
                  setStep({ key: 'ssoChannel', communication: chosen });
                }}
              />
            )}
            {step.key === 'ssoChannel' && (
              <SsoChannelStep
                contacts={info.data.ssoContactInfo}
                onBack={() => setStep({ key: 'communication' })}
                onNext={(channel, sent) => {
                  verified.current = false;
                  setStep({ ...step, key: 'verify', channel, sent });
                }}
              />
            )}
            {step.key === 'verify' && (
              <VerifyStep
                sent={step.sent}
                onBack={() => setStep({ key: 'ssoChannel', communication: step.communication })}
                onResend={() => {
                  verified.current = false;
                  return requestSsoRegistrationCode(step.channel);
                }}
                onVerify={(code) => finish(code, step.communication)}
              />
            )}
          </StepSequence>
        </Paper>
      )}
    </Stack>
  );
}

export default RegisterSsoPage;
