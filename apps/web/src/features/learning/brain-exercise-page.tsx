import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { BrainExerciseCode } from '@portal/contract';
import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { FullPageLoader } from '../../components/full-page-loader';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session-store';
import { useInitLearn } from './api/init-learn';
import { useRecordExercisePlayed } from './api/record-exercise-played';
import { PlayedOn } from './brain-exercise-cards';
import type { ExerciseProps } from './brain-exercises/exercise-props';
import { newSeed } from './brain-exercises/seeded-shuffle';
import { BackToLearn, LearnNotFound } from './learn-frame';
import { exerciseNamed } from './library';

// Each exercise is a file of its own, loaded when it is opened: a member plays one at a time.
const EXERCISES: Record<BrainExerciseCode, ComponentType<ExerciseProps>> = {
  MEMORY_PAIRS: lazy(() => import('./brain-exercises/memory-pairs').then((module) => ({ default: module.MemoryPairs }))),
  SEQUENCE_RECALL: lazy(() => import('./brain-exercises/sequence-recall').then((module) => ({ default: module.SequenceRecall }))),
  NUMBER_ORDER: lazy(() => import('./brain-exercises/number-order').then((module) => ({ default: module.NumberOrder }))),
};

/** `/learn/brain-exercise/detail/:exerciseCd`: the rules, the exercise, a restart, and "Played today" once finished. */
export function BrainExercisePage(): ReactElement {
  const exerciseCd = exerciseNamed(useParams().exerciseCd);
  return exerciseCd ? <BrainExerciseDetail key={exerciseCd} exerciseCd={exerciseCd} /> : <LearnNotFound what="exercise" />;
}

function BrainExerciseDetail({ exerciseCd }: { exerciseCd: BrainExerciseCode }): ReactElement {
  const { t } = useTranslation('learn');
  const name = t(`exercises.names.${exerciseCd}`);
  usePageTitle(name);
  const [seed, setSeed] = useState(newSeed);
  const [finished, setFinished] = useState(false);
  const played = useRecordExercisePlayed(exerciseCd);
  // Staff viewing a member may try the exercise; the server refuses their writes, so nothing is recorded.
  const readOnly = useSession()?.impersonation !== undefined;
  const exercise = useInitLearn().data?.brainExercises.find((candidate) => candidate.exerciseCd === exerciseCd);
  const Exercise = EXERCISES[exerciseCd];
  const finish = (): void => {
    setFinished(true);
    if (!readOnly) played.mutate();
  };
  const restart = (): void => {
    setSeed(newSeed());
    setFinished(false);
    played.reset();
  };
  return (
    <Stack gap="lg" maw={760}>
      <BackToLearn to="/learn/brain-exercises" />
      <Stack gap="xs">
        <Title order={1}>{name}</Title>
        {exercise && <PlayedOn exercise={exercise} />}
      </Stack>
      <Stack component="section" gap="xs" aria-labelledby="exercise-rules">
        <Title order={2} size="h3" id="exercise-rules">
          {t('exercises.rulesTitle')}
        </Title>
        <Text>{t(`exercises.rules.${exerciseCd}`)}</Text>
      </Stack>
      <Suspense fallback={<FullPageLoader />}>
        <Exercise key={seed} seed={seed} onFinish={finish} />
      </Suspense>
      <Group gap="md">
        <Button variant="default" onClick={restart}>
          {t('exercises.restart')}
        </Button>
        {finished && played.isSuccess && <Text fw={700}>{t('exercises.playedToday')}</Text>}
        {finished && readOnly && <Text>{t('exercises.notRecorded')}</Text>}
      </Group>
      <ErrorAlert error={played.error} />
    </Stack>
  );
}
