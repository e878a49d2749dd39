import { Anchor, Alert, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { useDisplayedLanguage } from '../../lib/language-store';
import { pickLocalized } from '../../lib/localized-text';
import { LearnMoreDialog } from './components/learn-more-dialog';
import { LoginForm } from './components/login-form';

/** Spec 000 section 2, Login: username, password, register link, learn-more dialog, login message. */
export function LoginPage(): ReactElement {
  const { t } = useTranslation('auth');
  const configuration = useClientConfiguration();
  const { code } = useDisplayedLanguage();
  const loginMessage = pickLocalized(configuration.loginMessage, code);
  return (
    <Stack maw={440} mx="auto" gap="lg">
      <div>
        <Title order={1}>{t('login.title')}</Title>
        <Text c="dimmed">{t('login.subtitle', { programme: configuration.title })}</Text>
      </div>
      {loginMessage && (
        <Alert color="blue" variant="light" role="note">
          {loginMessage}
        </Alert>
      )}
      <Paper withBorder p="lg">
        <LoginForm />
      </Paper>
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
