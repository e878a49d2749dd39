import type { Currency } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { languageTag } from './i18n';
import { useDisplayedLanguage } from './language-store';

// Apart from format.ts, which the sign-in page loads: only signed-in pages show rewards.

/**
 * A ledger amount in its minor units (cents for dollars, points for points), formatted in the
 * language: dollars with their cents shown only when there are some, points whole. Cents are
 * written out as a decimal string, so no amount passes through a binary fraction.
 */
export function formatMinorUnits(amount: number, currency: Currency, languageTag: string): string {
  if (currency === 'POINTS') return new Intl.NumberFormat(languageTag, { maximumFractionDigits: 0 }).format(amount);
  const sign = amount < 0 ? '-' : '';
  const cents = Math.abs(amount) % 100;
  const dollars = `${sign}${Math.floor(Math.abs(amount) / 100)}${cents === 0 ? '' : `.${String(cents).padStart(2, '0')}`}` as `${number}`;
  return new Intl.NumberFormat(languageTag, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents === 0 ? 0 : 2,
    maximumFractionDigits: cents === 0 ? 0 : 2,
  }).format(dollars);
}

/**
 * How a programme's amounts read in the member's language: dollars as money (from cents), points
 * as a whole number with the word for points in its plural form.
 */
export function useRewardFormat(currency: Currency): (amount: number) => string {
  const { t } = useTranslation('health-actions');
  const { code } = useDisplayedLanguage();
  const tag = languageTag(code);
  return (amount) =>
    currency === 'DOLLARS'
      ? formatMinorUnits(amount, 'DOLLARS', tag)
      : t('amount.points', { count: amount, amount: formatMinorUnits(amount, 'POINTS', tag) });
}
