import '@mantine/charts/styles.css';
import { LineChart, type ChartReferenceLineProps, type LineChartSeries } from '@mantine/charts';
import type { Tracker } from '@portal/contract';
import { BLOOD_PRESSURE_HIGH_FROM, BLOOD_PRESSURE_NORMAL_BELOW, SLEEP_GUIDANCE_MINUTES, type HistoryDay } from '@portal/domain';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { CHART_HEIGHT } from './history-chart-size';

const MINUTES_PER_HOUR = 60;
const NORMAL = 'green.9';
const HIGH = 'red.9';

/** Sleep is charted in hours to one decimal (spec 001), the other trackers in the unit they are kept in. */
function charted(tracker: Tracker, value: number): number {
  return tracker === 'sleep' ? Math.round((value / MINUTES_PER_HOUR) * 10) / 10 : value;
}

function seriesOf(tracker: Tracker, t: TFunction<'tracking'>): LineChartSeries[] {
  if (tracker !== 'bloodPressure') return [{ name: 'value', label: t(`names.${tracker}`), color: 'blue.8' }];
  return [
    { name: 'value', label: t('chart.series.systolic'), color: 'blue.8' },
    { name: 'diastolic', label: t('chart.series.diastolic'), color: 'grape.8', strokeDasharray: '6 3' },
  ];
}

// Spec 001 section 9. Each line stretches the axis to itself, so it shows even when every reading is far from it.
function referenceLinesOf(tracker: Tracker, t: TFunction<'tracking'>): ChartReferenceLineProps[] {
  // A high line's label sits above it (recharts' "inside bottom" of a line) and a normal line's
  // below it, so the labels of 90 and 80 do not overlap.
  const high = (y: number, label: string): ChartReferenceLineProps => ({
    y,
    label,
    color: HIGH,
    labelPosition: 'insideBottomLeft',
    ifOverflow: 'extendDomain',
  });
  const normal = (y: number, label: string): ChartReferenceLineProps => ({
    y,
    label,
    color: NORMAL,
    labelPosition: 'insideTopLeft',
    ifOverflow: 'extendDomain',
  });
  if (tracker === 'bloodPressure')
    return [
      high(BLOOD_PRESSURE_HIGH_FROM.systolic, t('chart.lines.highSystolic')),
      normal(BLOOD_PRESSURE_NORMAL_BELOW.systolic, t('chart.lines.normalSystolic')),
      high(BLOOD_PRESSURE_HIGH_FROM.diastolic, t('chart.lines.highDiastolic')),
      normal(BLOOD_PRESSURE_NORMAL_BELOW.diastolic, t('chart.lines.normalDiastolic')),
    ];
  if (tracker === 'sleep') return [normal(SLEEP_GUIDANCE_MINUTES / MINUTES_PER_HOUR, t('chart.lines.sleep'))];
  return [];
}

/**
 * The 30 days as a line chart, hidden from assistive technology: the written overview and the
 * table say the same in words (decision 0043). Days without a reading are gaps.
 */
export default function HistoryChart({ tracker, days, tag }: { tracker: Tracker; days: readonly HistoryDay[]; tag: string }): ReactElement {
  const { t } = useTranslation('tracking');
  const dayFormat = new Intl.DateTimeFormat(tag, { month: 'numeric', day: 'numeric', timeZone: 'UTC', calendar: 'gregory' });
  const data = days.map((day) => ({
    // Without the bidirectional marks some languages put around the slash, which SVG text draws out of order.
    day: dayFormat.format(new Date(`${day.date}T00:00:00Z`)).replace(/[\u061c\u200e\u200f]/g, ''),
    value: day.reading ? charted(tracker, day.reading.value) : null,
    diastolic: day.reading?.diastolic ?? null,
  }));
  return (
    <LineChart
      aria-hidden
      // Days run left to right in every language: right-to-left text would turn the axis's dates around.
      dir="ltr"
      h={CHART_HEIGHT}
      data={data}
      dataKey="day"
      series={seriesOf(tracker, t)}
      referenceLines={referenceLinesOf(tracker, t)}
      connectNulls={false}
      curveType="linear"
      withLegend={tracker === 'bloodPressure'}
      valueFormatter={(value) => formatNumber(value, tag, tracker === 'sleep' ? 1 : 0)}
      // Recharts' keyboard layer would make the hidden chart focusable; the table is the keyboard's way in.
      lineChartProps={{ accessibilityLayer: false }}
      tooltipAnimationDuration={0}
      // The axis fits the readings (and the reference lines), not zero.
      yAxisProps={{ width: 56, domain: ['auto', 'auto'] }}
    />
  );
}
