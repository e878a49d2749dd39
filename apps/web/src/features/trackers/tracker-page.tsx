import { Anchor, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Tracker, TrackerEntry, TrackerSummary } from '@portal/contract';
import { bloodPressureBand } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { formatShortDate } from '../../lib/format';
import { languageTag } from '../../lib/i18n';
import { useDisplayedLanguage } from '../../lib/language-store';
import { useInitTracking } from './api/init-tracking';
import { useTrackerHistory } from './api/tracker-history';
import { BackFillDrawer } from './back-fill-drawer';
import { EntryForm } from './entry-form';
import { HistoryView } from './history-view';
import { readingText, sourceName, trackerNamed } from './reading';
import { TrackerIncentives } from './tracker-incentives';
import { LatestReading, TrackingProblem } from './trackers-landing-page';

/** `/tracking/:name`: one tracker's latest reading, its entry form, its last 30 days and its reference. */
export function TrackerPage(): ReactElement {
  const tracker = trackerNamed(useParams().name);
  return tracker ? <TrackerDetail key={tracker} tracker={tracker} /> : <TrackerNotFound />;
}

function BackToTrackers(): ReactElement {
  const { t } = useTranslation('tracking');
  return (
    <Anchor component={Link} to="/tracking">
      {t('back')}
    </Anchor>
  );
}

function TrackerNotFound(): ReactElement {
  const { t } = useTranslation('tracking');
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.text')}</Text>
      <BackToTrackers />
    </Stack>
  );
}

function TrackerDetail({ tracker }: { tracker: Tracker }): ReactElement {
  const { t } = useTranslation('tracking');
  const tag = languageTag(useDisplayedLanguage().code);
  const init = useInitTracking();
  const history = useTrackerHistory(tracker);
  if (init.isError || history.isError)
    return (
      <TrackingProblem
        retry={() => {
          void init.refetch();
          void history.refetch();
        }}
      />
    );
  if (!init.data || !history.data) return <FullPageLoader />;
  const summary = init.data.summary.find((item) => item.tracker === tracker);
  return (
    <Stack gap="xl" maw={860}>
      <Stack gap="xs">
        <BackToTrackers />
        <Title order={1}>{t(`names.${tracker}`)}</Title>
      </Stack>
      <section aria-labelledby="tracker-latest-title">
        <Title order={2} id="tracker-latest-title" mb="xs">
          {t('latest.title')}
        </Title>
        <Group gap="sm">
          <LatestReading summary={summary} tag={tag} />
          {tracker === 'bloodPressure' && <PressureBand summary={summary} />}
        </Group>
      </section>
      <section aria-labelledby="tracker-entry-title">
        <Title order={2} id="tracker-entry-title" mb="xs">
          {t('form.title')}
        </Title>
        <EntryForm tracker={tracker} tag={tag} />
      </section>
      <TrackerIncentives incentives={init.data.settings.find((setting) => setting.type === tracker)?.incentives ?? []} tag={tag} />
      <Reference tracker={tracker} />
      <section aria-labelledby="tracker-history-title">
        <Title order={2} id="tracker-history-title" mb="xs">
          {t('history.title')}
        </Title>
        <BackFillDrawer tracker={tracker} entries={history.data.entries} tag={tag} />
        <HistoryView
          tracker={tracker}
          entries={history.data.entries}
          tag={tag}
          table={<HistoryTable tracker={tracker} entries={history.data.entries} tag={tag} />}
        />
      </section>
    </Stack>
  );
}

/** Spec 001 "Blood pressure reference": the band of the latest reading, named beside it. */
function PressureBand({ summary }: { summary: TrackerSummary | undefined }): ReactElement | null {
  const { t } = useTranslation('tracking');
  if (!summary || summary.latestSystolic === null || summary.latestDiastolic === null) return null;
  const band = bloodPressureBand(summary.latestSystolic, summary.latestDiastolic);
  const color = band === 'HIGH' ? 'red' : band === 'NORMAL' ? 'green' : 'orange';
  return (
    // Dark words on a light tint keep AA contrast: white on a filled green, or green words, fall below 4.5:1.
    <Badge color={color} variant="light" size="lg" tt="none" c="dark">
      {t(`reference.bands.${band}`)}
    </Badge>
  );
}

/** The spec's guidance for the trackers that have one, in plain words. */
function Reference({ tracker }: { tracker: Tracker }): ReactElement | null {
  const { t } = useTranslation('tracking');
  if (tracker !== 'bloodPressure' && tracker !== 'sleep' && tracker !== 'workouts') return null;
  return (
    <section aria-labelledby="tracker-reference-title">
      <Title order={2} id="tracker-reference-title" mb="xs">
        {t('reference.title')}
      </Title>
      <Text>{t(`reference.${tracker}`)}</Text>
    </section>
  );
}

function HistoryTable({ tracker, entries, tag }: { tracker: Tracker; entries: readonly TrackerEntry[]; tag: string }): ReactElement {
  const { t } = useTranslation('tracking');
  if (entries.length === 0) return <Text c="dimmed">{t('history.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped>
        <Table.Caption>{t('history.caption', { tracker: t(`names.${tracker}`) })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('history.date')}</Table.Th>
            <Table.Th scope="col">{t('history.reading')}</Table.Th>
            <Table.Th scope="col">{t('history.source')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={`${entry.date}-${entry.source}`}>
              <Table.Td>{formatShortDate(entry.date, tag)}</Table.Td>
              <Table.Td>{readingText(t, tracker, entry, tag)}</Table.Td>
              <Table.Td>{entry.enteredByHand ? t('history.byHand') : sourceName(t, entry.source)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
