import type { RiskLevel, ScoreKind } from '@portal/contract';
import type { TFunction } from 'i18next';

/** A score's band in words: the band's own name when the portal knows it, else its level. */
export function bandWords(t: TFunction<'health-profile'>, band: string | null, level: RiskLevel | null): string | null {
  const levelWords = level ? t(`levels.${level}`) : null;
  if (band === null) return levelWords;
  return t(`bands.${band}` as 'bands.MILD', { defaultValue: levelWords ?? '' }) || null;
}

/** Codes of scores whose number means something on its own (minutes, hours, BMI, an instrument's total). */
const NAMED_VALUES = ['PHQ9', 'GAD7', 'AUDITC', 'BMI', 'PHYSICAL_ACTIVITY', 'SLEEP'] as const;

/**
 * A score's value in words. A blood-pressure score is a category (its band says it) and sums of
 * weights such as tobacco's mean nothing to a member, so only known measures and totals are shown.
 */
export function valueWords(
  t: TFunction<'health-profile'>,
  score: { code: string; kind: ScoreKind; value: number | null },
  languageTag: string,
): string | null {
  if (score.value === null) return t('values.notScored');
  const value = new Intl.NumberFormat(languageTag, { maximumFractionDigits: 1 }).format(score.value);
  if (score.kind === 'top-box') return t('values.percent', { value });
  if ((NAMED_VALUES as readonly string[]).includes(score.code)) return t(`values.${score.code}` as 'values.BMI', { value });
  return null;
}
