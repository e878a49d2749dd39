import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec 001 section 8, 'No HRA loaded or found': the plan has no such questionnaire for this member. */
export function QuestionnaireNotFound({ hra }: { hra: boolean }): ReactElement {
  const { t } = useTranslation('questionnaires');
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{hra ? t('notFound.hra') : t('notFound.other')}</Title>
      <Text>{t('notFound.text')}</Text>
      <Anchor component={Link} to="/health-actions">
        {t('notFound.back')}
      </Anchor>
    </Stack>
  );
}
