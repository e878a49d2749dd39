import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function ResetPasswordSuccessPage(): ReactElement {
  const { t } = useTranslation('recovery');
  return (
    <Stack maw={480} gap="md">
      <Title order={1}>{t('resetSuccess.title')}</Title>
      <Text>{t('resetSuccess.text')}</Text>
      <Button component={Link} to="/login" w="fit-content">
        {t('resetSuccess.signIn')}
      </Button>
    </Stack>
  );
}

export default ResetPasswordSuccessPage;
