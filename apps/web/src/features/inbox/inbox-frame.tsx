import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadProblem } from '../../components/load-problem';

/** The way back to the inbox or to the archive. */
export function BackTo({ archive = false }: { archive?: boolean }): ReactElement {
  const { t } = useTranslation('inbox');
  return (
    <Anchor component={Link} to={archive ? '/inbox/archive' : '/inbox'} w="fit-content">
      {archive ? t('back.archive') : t('back.inbox')}
    </Anchor>
  );
}

/** Spec 000 'Missing items': a message that is not the member's, or no message at all. */
export function MessageNotFound(): ReactElement {
  const { t } = useTranslation('inbox');
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.text')}</Text>
      <BackTo />
    </Stack>
  );
}

export function InboxProblem({ retry }: { retry: () => void }): ReactElement {
  const { t } = useTranslation('inbox');
  return <LoadProblem title={t('problem.title')} text={t('problem.text')} tryAgain={t('problem.tryAgain')} retry={retry} />;
}
