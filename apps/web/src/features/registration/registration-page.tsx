import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useDisplayedLanguage } from '../../lib/language-store';
import { rememberDevice } from '../../lib/remembered-devices';
import { startSession } from '../../lib/session-store';
import { loadRegisteredMember } from './api/post-register-member-info';
import { register } from './api/register';
import { requestRegistrationCode } from './api/request-registration-code';
import { verifyRegistrationCode } from './api/verify-registration-code';
import { CommunicationStep } from './components/communication-step';
import { ContactStep } from './components/contact-step';
import { CredentialsStep } from './components/credentials-step';
import { MemberInfoStep } from './components/member-info-step';
import { channelsFor, MfaStep } from './components/mfa-step';
import { VerifyStep } from './components/verify-step';
import { registerRequest, type RegistrationDraft, type StepKey } from './registration-draft';

/** Spec 000 section 2: member info, contact info, communication, username and password, MFA, the code. */
export function RegistrationPage(): ReactElement {
  const { t } = useTranslation('registration');
  const { t: tCommon } = useTranslation();
  const { code: language } = useDisplayedLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<StepKey>('memberInfo');
  const [draft, setDraft] = useState<RegistrationDraft>({});
  const [usernameTaken, setUsernameTaken] = useState(false);
  const [expired, setExpired] = useState(false);
  const token = draft.eligibility?.token ?? '';
  const advance = (next: StepKey, part: Partial<RegistrationDraft>): void => {
    setDraft((current) => ({ ...current, ...part }));
    setStep(next);
  };

  const resendCode = async () => {
    const channel = channelsFor(draft.contact!.email, draft.phones ?? []).find((candidate) => candidate.type === draft.mfaPreference)!;
    return requestRegistrationCode(token, channel);
  };

  const finish = async (code: string): Promise<void> => {
    const { memberInfo, contact, communication, credentials, mfaPreference } = draft;
    if (!memberInfo || !contact || !communication || !credentials || !mfaPreference) return;
    try {
      const rememberToken = await verifyRegistrationCode(token, code);
      const session = await register(
        token,
        registerRequest({ memberInfo, contact, communication, credentials, mfaPreference }, rememberToken, language),
      );
      rememberDevice(credentials.username, session.rememberToken);
      startSession({ memberId: session.memberId, jwt: session.jwt, refreshToken: session.refreshToken });
      await loadRegisteredMember(queryClient, session.memberId);
      await navigate('/', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'USERNAME_TAKEN') {
        setUsernameTaken(true);
        setStep('credentials');
        return;
      }
      if (error instanceof ApiError && error.code === 'REGISTRATION_EXPIRED') setExpired(true);
      throw error;
    }
  };

  const restart = (): void => {
    setDraft({});
    setExpired(false);
    setStep('memberInfo');
  };

  return (
    <Stack maw={560} mx="auto" gap="lg">
      <Title order={1}>{t('title')}</Title>
      {expired ? (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text>{tCommon('errors.REGISTRATION_EXPIRED')}</Text>
            <Button onClick={restart}>{t('restart')}</Button>
          </Stack>
        </Alert>
      ) : null}
      <Paper withBorder p="lg">
        {step === 'memberInfo' && (
          <MemberInfoStep
            initial={draft.memberInfo}
            onNext={(memberInfo, eligibility) => advance('contact', { memberInfo, eligibility })}
          />
        )}
        {step === 'contact' && draft.eligibility && (
          <ContactStep
            initial={draft.contact}
            eligibility={draft.eligibility}
            onBack={() => setStep('memberInfo')}
            onNext={(contact, phones) => advance('communication', { contact, phones })}
          />
        )}
        {step === 'communication' && (
          <CommunicationStep
            initial={draft.communication}
            onBack={() => setStep('contact')}
            onNext={(communication) => advance('credentials', { communication })}
          />
        )}
        {step === 'credentials' && (
          <CredentialsStep
            initial={draft.credentials}
            takenError={usernameTaken}
            onBack={() => setStep('communication')}
            onNext={(credentials) => {
              setUsernameTaken(false);
              advance('mfa', { credentials });
            }}
          />
        )}
        {step === 'mfa' && draft.contact && (
          <MfaStep
            token={token}
            email={draft.contact.email}
            phones={draft.phones ?? []}
            initial={draft.mfaPreference}
            onBack={() => setStep('credentials')}
            onNext={(mfaPreference, codeSent) => advance('verify', { mfaPreference, codeSent })}
          />
        )}
        {step === 'verify' && draft.codeSent && (
          <VerifyStep sent={draft.codeSent} onBack={() => setStep('mfa')} onResend={resendCode} onVerify={finish} />
        )}
      </Paper>
      {step === 'memberInfo' && (
        <Text>
          {t('memberInfo.haveAccount')}{' '}
          <Anchor component={Link} to="/login">
            {t('memberInfo.signIn')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

export default RegistrationPage;
