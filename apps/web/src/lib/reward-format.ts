import type { Currency } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from './format';
import { languageTag } from './i18n';
import { useDisplayedLanguage } from './language-store';

// Apart from format.ts, which the sign-in page loads: only signed-in pages show rewards.

/**
 * A ledger amount in its minor units (cents for dollars, points for points), formatted in the
 * language: dollars with their cents shown only when there are some, points whole. Cents are
 * written out as a decimal string, so no amount passes through a binary fraction.
 */
export function formatMinorUnits(amount: number, currency: Currency, languageTag: string): string {
  if (currency === 'POINTS') return numberFormat(languageTag, 'POINTS', false).format(amount);
  const sign = amount < 0 ? '-' : '';
  const cents = Math.abs(amount) % 100;
  const dollars = `${sign}${Math.floor(Math.abs(amount) / 100)}${cents === 0 ? '' : `.${String(cents).padStart(2, '0')}`}` as `${number}`;
  return formatMoney(numberFormat(languageTag, 'DOLLARS', cents !== 0), dollars);
}

// A list shows many amounts; making a formatter is the costly part of formatting one.
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(languageTag: string, currency: Currency, withCents: boolean): Intl.NumberFormat {
  const key = `${languageTag}|${currency}|${withCents}`;
  let format = formats.get(key);
  if (!format) {
    const digits = withCents ? 2 : 0;
    format = new Intl.NumberFormat(
      languageTag,
      currency === 'DOLLARS'
        ? { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits }
        : { maximumFractionDigits: 0 },
    );
    formats.set(key, format);
  }
  return format;
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
