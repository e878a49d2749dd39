import { Box, Button, Stack, Text } from '@mantine/core';
import type { Tracker, TrackerEntry } from '@portal/contract';
import { historyDays, historyOverview, todayIn, type HistoryOverview, type HistoryReading } from '@portal/domain';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { formatNumber, formatShortDate } from '../../lib/format';
import { CHART_HEIGHT } from './history-chart-size';
import { readingText } from './reading';

// Recharts is large: the chart comes in its own chunk once a tracker's page shows it.
const HistoryChart = lazy(() => import('./history-chart'));

/**
 * A tracker's last 30 days: the overview in words, then the chart or, at the member's choice, the
 * table. The toggle stays where it is, so the focus stays on it when the view changes.
 */
export function HistoryView({
  tracker,
  entries,
  tag,
  table,
}: {
  tracker: Tracker;
  entries: readonly TrackerEntry[];
  tag: string;
  table: ReactElement;
}): ReactElement {
  const { t } = useTranslation('tracking');
  const { timeZone } = useClientConfiguration();
  const [asTable, setAsTable] = useState(false);
  if (entries.length === 0) return table;
  const days = historyDays(entries, todayIn(new Date(), timeZone));
  return (
    <Stack gap="sm">
      <OverviewText tracker={tracker} overview={historyOverview(tracker, days)} tag={tag} />
      <Text size="sm">
        {tracker === 'bloodPressure' || tracker === 'sleep' || tracker === 'workouts' ? `${t(`chart.explain.${tracker}`)} ` : ''}
        {t('chart.gaps')}
      </Text>
      <Button variant="default" aria-pressed={asTable} onClick={() => setAsTable(!asTable)} style={{ alignSelf: 'flex-start' }}>
        {asTable ? t('chart.showChart') : t('chart.showTable')}
      </Button>
      {asTable ? (
        table
      ) : (
        <Suspense fallback={<Box h={CHART_HEIGHT} />}>
          <HistoryChart tracker={tracker} days={days} tag={tag} />
        </Suspense>
      )}
    </Stack>
  );
}

/** The written summary: days recorded of 30, lowest, highest, latest with their days, and the reference's count. */
function OverviewText({ tracker, overview, tag }: { tracker: Tracker; overview: HistoryOverview; tag: string }): ReactElement {
  const { t } = useTranslation('tracking');
  const dated = (reading: HistoryReading) => ({ reading: readingText(t, tracker, reading, tag), date: formatShortDate(reading.date, tag) });
  const { lowest, highest, latest, reference, daysRecorded } = overview;
  const recorded = formatNumber(daysRecorded, tag);
  const sentences = [
    t('chart.summary.recorded', { days: recorded }),
    lowest && t('chart.summary.lowest', dated(lowest)),
    highest && t('chart.summary.highest', dated(highest)),
    latest && t('chart.summary.latest', dated(latest)),
    reference?.tracker === 'bloodPressure' &&
      t('chart.summary.bloodPressure', {
        aboveNormal: formatNumber(reference.aboveNormal, tag),
        high: formatNumber(reference.high, tag),
        days: recorded,
      }),
    reference?.tracker === 'sleep' &&
      t('chart.summary.sleep', { meetingGuidance: formatNumber(reference.meetingGuidance, tag), days: recorded }),
  ];
  return <Text>{sentences.filter(Boolean).join(' ')}</Text>;
}
