import type { Currency } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from './format';
import { languageTag } from './i18n';
import { useDisplayedLanguage } from './language-store';

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
