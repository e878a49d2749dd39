import { Button, Code, Stack, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';

export function AccountFoundPage(): ReactElement {
  const { t } = useTranslation('recovery');
  const { state } = useLocation() as { state: { username?: string } | null };
  if (!state?.username) return <Navigate to="/forgot-username" replace />;
  return (
    <Stack maw={480} gap="md">
      <Title order={1}>{t('accountFound.title')}</Title>
      <Text>{t('accountFound.text')}</Text>
      <Code fz="lg" w="fit-content">
        {state.username}
      </Code>
      <Button component={Link} to="/login" w="fit-content">
        {t('accountFound.signIn')}
      </Button>
    </Stack>
  );
}

export default AccountFoundPage;
