import { Anchor, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { TRACKERS, type Tracker, type TrackerSummary } from '@portal/contract';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTrackingSummary } from '../../../lib/api/get-tracking-summary';
import { formatShortDate } from '../../../lib/format';
import { languageTag } from '../../../lib/i18n';
import { useDisplayedLanguage } from '../../../lib/language-store';
import { readingText, type Reading } from '../../../lib/tracker-reading';

/** Each card's height, kept while the summary loads so nothing below it moves when it arrives. */
const CARD_HEIGHT = 108;

/**
 * Spec 001 TRACKING_ON_HOME_SCREEN: a compact card per tracker with its latest reading, or an
 * invitation to start. It loads after the rest of home, in the space it will take.
 */
export function TrackerCards(): ReactElement {
  return (
    <Suspense fallback={<CardGrid busy>{null}</CardGrid>}>
      <LoadedTrackerCards />
    </Suspense>
  );
}

function LoadedTrackerCards(): ReactElement {
  const { t } = useTranslation('tracking');
  const summary = useTrackingSummary();
  if (summary.isError)
    return (
      <CardGrid>
        <Paper withBorder p="sm" h={CARD_HEIGHT}>
          <Text>{t('problem.text')}</Text>
        </Paper>
      </CardGrid>
    );
  if (!summary.data) return <CardGrid busy>{null}</CardGrid>;
  const latest = new Map(summary.data.summary.map((item) => [item.tracker, item]));
  return (
    <CardGrid>
      {TRACKERS.map((tracker) => (
        <TrackerCard key={tracker} tracker={tracker} summary={latest.get(tracker)} />
      ))}
    </CardGrid>
  );
}

/** The section and its grid; while the cards load, empty cards of their size hold their place. */
function CardGrid({ busy = false, children }: { busy?: boolean; children: ReactNode }): ReactElement {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-trackers" aria-busy={busy}>
      <Title order={2} size="h3" id="home-trackers" mb="sm">
        {t('trackers.heading')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
        {busy ? TRACKERS.map((tracker) => <Paper key={tracker} withBorder h={CARD_HEIGHT} />) : children}
      </SimpleGrid>
    </section>
  );
}

function TrackerCard({ tracker, summary }: { tracker: Tracker; summary: TrackerSummary | undefined }): ReactElement {
  const { t } = useTranslation('tracking');
  const { t: tHome } = useTranslation('home');
  const tag = languageTag(useDisplayedLanguage().code);
  const latest = summary && latestReading(summary);
  return (
    <Paper withBorder p="sm" h={CARD_HEIGHT}>
      <Anchor component={Link} to={`/tracking/${tracker}`} fw={600} lineClamp={1}>
        {t(`names.${tracker}`)}
      </Anchor>
      {latest ? (
        <>
          <Text lineClamp={1}>{readingText(t, tracker, latest, tag)}</Text>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {t('latest.on', { date: formatShortDate(latest.date, tag) })}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {tHome('trackers.start')}
        </Text>
      )}
    </Paper>
  );
}

/** The summary's latest reading with its day, or null before the first (blood pressure's value is its systolic). */
function latestReading({ latest, latestDate, latestDiastolic }: TrackerSummary): (Reading & { date: string }) | null {
  if (latest === null || latestDate === null) return null;
  return { value: latest, diastolic: latestDiastolic, date: latestDate };
}
