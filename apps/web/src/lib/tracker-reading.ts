import type { Tracker } from '@portal/contract';
import type { TFunction } from 'i18next';
import { formatNumber } from './format';

/** A reading as kept: the value in the tracker's unit (sleep in minutes); blood pressure's value is its systolic. */
export interface Reading {
  readonly value: number;
  readonly diastolic?: number | null;
}

/** Spec 001: sleep is shown in hours, the minutes divided by 60, to one decimal. */
export function sleepHours(minutes: number, languageTag: string): string {
  return formatNumber(minutes / 60, languageTag, 1);
}

/** A reading with its unit, in the member's language: "172 lbs", "120/80 mmHg", "7.5 hours". */
export function readingText(t: TFunction<'tracking'>, tracker: Tracker, reading: Reading, languageTag: string): string {
  if (tracker === 'sleep') return t('units.sleep', { value: sleepHours(reading.value, languageTag) });
  if (tracker === 'bloodPressure')
    return t('units.bloodPressure', {
      systolic: formatNumber(reading.value, languageTag),
      diastolic: formatNumber(reading.diastolic ?? 0, languageTag),
    });
  return t(`units.${tracker}`, { value: formatNumber(reading.value, languageTag) });
}
