import { Alert, Button, Stack, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Where sign-in ends when MFA is locked after too many wrong codes. */
export function LoginVerifyErrorPage(): ReactElement {
  const { t } = useTranslation('auth');
  return (
    <Stack maw={520} gap="md">
      <Title order={1}>{t('verifyError.title')}</Title>
      <Alert color="red" role="alert">
        {t('verifyError.text')}
      </Alert>
      <Button component={Link} to="/login" w="fit-content">
        {t('verifyError.signIn')}
      </Button>
    </Stack>
  );
}

export default LoginVerifyErrorPage;
