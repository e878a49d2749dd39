import { Stack, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRequestPasswordReset } from './api/request-password-reset';
import { IdentityForm } from './components/identity-form';

export function ForgotPasswordPage(): ReactElement {
  const { t } = useTranslation('recovery');
  const navigate = useNavigate();
  const request = useRequestPasswordReset({
    onSuccess: (maskedEmail, identity) => void navigate('/email-sent', { state: { maskedEmail, identity } }),
  });
  return (
    <Stack maw={480} gap="md">
      <Title order={1}>{t('forgotPassword.title')}</Title>
      <Text>{t('forgotPassword.intro')}</Text>
      <IdentityForm
        submitLabel={t('forgotPassword.submit')}
        pending={request.isPending}
        failure={request.error}
        onSubmit={(identity) => request.mutate(identity)}
      />
    </Stack>
  );
}

export default ForgotPasswordPage;
