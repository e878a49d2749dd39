import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TRACKERS, type TrackerSummary } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { LoadProblem } from '../../components/load-problem';
import { formatShortDate } from '../../lib/format';
import { languageTag } from '../../lib/i18n';
import { useDisplayedLanguage } from '../../lib/language-store';
import { useInitTracking } from './api/init-tracking';
import { DevicesSection } from './devices-section';
import { readingText } from './reading';

/** `/tracking`: a card per tracker in the spec's order, with its latest reading and a link to its page. */
export function TrackersLandingPage(): ReactElement {
  const { t } = useTranslation('tracking');
  const tag = languageTag(useDisplayedLanguage().code);
  const init = useInitTracking();
  if (init.isError) return <TrackingProblem retry={() => void init.refetch()} />;
  if (!init.data) return <FullPageLoader />;
  const summaries = new Map(init.data.summary.map((summary) => [summary.tracker, summary]));
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1}>{t('landing.title')}</Title>
        <Text>{t('landing.intro')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {TRACKERS.map((tracker) => (
          <Card key={tracker} component="li" withBorder padding="lg" aria-labelledby={`tracker-card-${tracker}`}>
            <Stack gap="xs">
              <Title order={2} size="h3" id={`tracker-card-${tracker}`}>
                {t(`names.${tracker}`)}
              </Title>
              <LatestReading summary={summaries.get(tracker)} tag={tag} />
              <Anchor component={Link} to={`/tracking/${tracker}`}>
                {t('landing.open', { tracker: t(`names.${tracker}`) })}
              </Anchor>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <DevicesSection tag={tag} />
    </Stack>
  );
}

/** The latest reading with its unit and its day, or that there is none yet. */
export function LatestReading({ summary, tag }: { summary: TrackerSummary | undefined; tag: string }): ReactElement {
  const { t } = useTranslation('tracking');
  if (!summary || summary.latest === null || summary.latestDate === null) return <Text c="dimmed">{t('latest.none')}</Text>;
  const reading =
    summary.tracker === 'bloodPressure'
      ? { value: summary.latestSystolic ?? summary.latest, diastolic: summary.latestDiastolic }
      : { value: summary.latest };
  return (
    <Text>
      <Text span fw={700} fz="lg">
        {readingText(t, summary.tracker, reading, tag)}
      </Text>{' '}
      <Text span c="dimmed">
        {t('latest.on', { date: formatShortDate(summary.latestDate, tag) })}
      </Text>
    </Text>
  );
}

/** A failed load: the problem in plain words and a retry. */
export function TrackingProblem({ retry }: { retry: () => void }): ReactElement {
  const { t } = useTranslation('tracking');
  return <LoadProblem title={t('problem.title')} text={t('problem.text')} tryAgain={t('problem.tryAgain')} retry={retry} />;
}
