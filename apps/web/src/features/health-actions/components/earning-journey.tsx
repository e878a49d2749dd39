import { Box, List, Text } from '@mantine/core';
import type { Currency, JourneyStep } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../../lib/format';
import { languageTag } from '../../../lib/i18n';
import { useDisplayedLanguage } from '../../../lib/language-store';
import { useRewardFormat } from '../../../lib/reward-format';
import { journeyLines } from '../journey-lines';

/** An earning's journey as an ordered list, steps ahead marked as such in words, not only in looks. */
export function EarningJourney({
  steps,
  currency,
  label,
}: {
  steps: readonly JourneyStep[];
  currency: Currency;
  label: string;
}): ReactElement {
  const { t } = useTranslation('health-actions');
  const { code } = useDisplayedLanguage();
  const tag = languageTag(code);
  const amount = useRewardFormat(currency);
  const lines = journeyLines(steps, { date: (date) => formatShortDate(date, tag), amount });
  // The lines name their keys at run time (`journey.*`), which the typed keys cannot follow.
  const say = t as unknown as (key: string, values?: Record<string, string>) => string;
  return (
    <List type="ordered" size="sm" spacing={4} aria-label={label}>
      {lines.map((line, index) => {
        const terms = Object.fromEntries(Object.entries(line.terms).map(([name, key]) => [name, say(key)]));
        return (
          <List.Item key={`${line.step}-${index}`}>
            <Text span size="sm" fw={line.reached ? 500 : 400}>
              {say(line.key, { ...line.values, ...terms })}
            </Text>
            {!line.reached && (
              <Box component="span" c="dimmed" fz="sm">
                {' '}
                {t('journey.ahead')}
              </Box>
            )}
          </List.Item>
        );
      })}
    </List>
  );
}
