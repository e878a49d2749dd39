import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BrainExercise } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatShortDate } from '../../lib/format';
import { languageTag } from '../../lib/i18n';
import { useDisplayedLanguage } from '../../lib/language-store';

/** When the member last played an exercise, or that they have not yet. */
export function PlayedOn({ exercise }: { exercise: BrainExercise }): ReactElement {
  const { t } = useTranslation('learn');
  const tag = languageTag(useDisplayedLanguage().code);
  return (
    <Text size="sm" c="dimmed">
      {exercise.completionDate
        ? t('exercises.playedOn', { date: formatShortDate(exercise.completionDate, tag) })
        : t('exercises.notPlayed')}
    </Text>
  );
}

/** A card per brain exercise: its name, what it trains, when it was last played and the way to play. */
export function BrainExerciseCards({
  exercises,
  headingLevel,
}: {
  exercises: readonly BrainExercise[];
  headingLevel: 2 | 3;
}): ReactElement {
  const { t } = useTranslation('learn');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {exercises.map((exercise) => (
        <Card key={exercise.exerciseCd} component="li" withBorder padding="lg">
          <Stack gap="xs">
            <Title order={headingLevel} size="h4">
              {t(`exercises.names.${exercise.exerciseCd}`)}
            </Title>
            <Text size="sm">{t(`exercises.summaries.${exercise.exerciseCd}`)}</Text>
            <PlayedOn exercise={exercise} />
            <Anchor component={Link} to={`/learn/brain-exercise/detail/${exercise.exerciseCd}`}>
              {t('exercises.play', { name: t(`exercises.names.${exercise.exerciseCd}`) })}
            </Anchor>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
