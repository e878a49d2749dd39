import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadProblem } from '../../components/load-problem';

/** The way back to the learning landing. */
export function BackToLearn({ to = '/learn' }: { to?: string }): ReactElement {
  const { t } = useTranslation('learn');
  return (
    <Anchor component={Link} to={to} w="fit-content">
      {to === '/learn' ? t('back.learn') : t('back.exercises')}
    </Anchor>
  );
}

/** Spec 001 section 8, not found (an article, an exercise, a category): what was not found and the way back. */
export function LearnNotFound({ what }: { what: 'article' | 'exercise' | 'category' }): ReactElement {
  const { t } = useTranslation('learn');
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t(`notFound.${what}.title`)}</Title>
      <Text>{t(`notFound.${what}.text`)}</Text>
      <BackToLearn to={what === 'exercise' ? '/learn/brain-exercises' : '/learn'} />
    </Stack>
  );
}

/** A failed load: the problem in plain words and a retry. */
export function LearnProblem({ retry }: { retry: () => void }): ReactElement {
  const { t } = useTranslation('learn');
  return <LoadProblem title={t('problem.title')} text={t('problem.text')} tryAgain={t('problem.tryAgain')} retry={retry} />;
}
