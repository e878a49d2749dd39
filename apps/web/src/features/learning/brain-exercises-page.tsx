import { Stack, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../../components/full-page-loader';
import { useInitLearn } from './api/init-learn';
import { BrainExerciseCards } from './brain-exercise-cards';
import { BackToLearn, LearnProblem } from './learn-frame';

/** `/learn/brain-exercises`: each exercise with what it trains and the day it was last played. */
export function BrainExercisesPage(): ReactElement {
  const { t } = useTranslation('learn');
  const init = useInitLearn();
  if (init.isError) return <LearnProblem retry={() => void init.refetch()} />;
  if (!init.data) return <FullPageLoader />;
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap="xs">
        <BackToLearn />
        <Title order={1}>{t('exercises.title')}</Title>
        <Text>{t('exercises.intro')}</Text>
      </Stack>
      <BrainExerciseCards exercises={init.data.brainExercises} headingLevel={2} />
    </Stack>
  );
}
