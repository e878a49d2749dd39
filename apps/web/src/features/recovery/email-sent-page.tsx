import { Button, Stack, Text, Title } from '@mantine/core';
import type { MemberIdentity } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { showFlash } from '../../lib/flash';
import { useRequestPasswordReset } from './api/request-password-reset';
import { ErrorAlert } from '../../components/error-alert';

/** Spec: the e-mail-sent page, with a way to send the link again. */
export function EmailSentPage(): ReactElement {
  const { t } = useTranslation('recovery');
  const { state } = useLocation() as { state: { maskedEmail?: string; identity?: MemberIdentity } | null };
  const resend = useRequestPasswordReset({ onSuccess: () => showFlash('success', t('emailSent.resent')) });
  if (!state?.maskedEmail || !state.identity) return <Navigate to="/forgot-password" replace />;
  const identity = state.identity;
  return (
    <Stack maw={520} gap="md">
      <Title order={1}>{t('emailSent.title')}</Title>
      <Text>{t('emailSent.text', { email: state.maskedEmail })}</Text>
      <Text>{t('emailSent.notReceived')}</Text>
      <ErrorAlert error={resend.error} />
      <Button variant="light" w="fit-content" loading={resend.isPending} onClick={() => resend.mutate(identity)}>
        {t('emailSent.resend')}
      </Button>
    </Stack>
  );
}

export default EmailSentPage;
