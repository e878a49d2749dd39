import { Stack, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFindUsername } from './api/find-username';
import { IdentityForm } from './components/identity-form';

export function ForgotUsernamePage(): ReactElement {
  const { t } = useTranslation('recovery');
  const navigate = useNavigate();
  const lookup = useFindUsername({
    // The username travels in the page's state, not in its address.
    onSuccess: (username) => void navigate('/account-found', { state: { username } }),
  });
  return (
    <Stack maw={480} gap="md">
      <Title order={1}>{t('forgotUsername.title')}</Title>
      <Text>{t('forgotUsername.intro')}</Text>
      <IdentityForm
        submitLabel={t('forgotUsername.submit')}
        pending={lookup.isPending}
        failure={lookup.error}
        onSubmit={(identity) => lookup.mutate(identity)}
      />
    </Stack>
  );
}

export default ForgotUsernamePage;
