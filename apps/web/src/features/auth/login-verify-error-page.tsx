import { Alert, Button, Stack, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { MFA_LOCKED_STATE } from './sign-in-outcome';

/**
 * Where sign-in ends when MFA is locked after too many wrong codes (the sign-in page says so in
 * the navigation state), or when a single sign-on was refused (`?sso=no-member`: nobody on the
 * plan's roster; `?sso=failed`: anything else). Opened any other way, it claims no lock.
 */
export function LoginVerifyErrorPage(): ReactElement {
  const { t } = useTranslation('auth');
  const { title: programme } = useClientConfiguration();
  const [searchParams] = useSearchParams();
  const sso = searchParams.get('sso');
  const locked = useLocation().state === MFA_LOCKED_STATE;
  const texts =
    sso === 'no-member'
      ? { title: t('ssoError.noMemberTitle'), text: t('ssoError.noMember', { programme }) }
      : sso !== null
        ? { title: t('ssoError.failedTitle'), text: t('ssoError.failed') }
        : { title: t('verifyError.title'), text: locked ? t('verifyError.text') : t('verifyError.notVerified') };
  return (
    <Stack maw={520} gap="md">
      <Title order={1}>{texts.title}</Title>
      <Alert color="red" role="alert">
        {texts.text}
      </Alert>
      <Button component={Link} to="/login" w="fit-content">
        {t('verifyError.signIn')}
      </Button>
    </Stack>
  );
}

export default LoginVerifyErrorPage;
