import { List, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Currency } from '@portal/contract';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Detail } from '../../../components/detail';
import { formatShortDate } from '../../../lib/format';
import { languageTag } from '../../../lib/i18n';
import { useDisplayedLanguage } from '../../../lib/language-store';
import { useRewardFormat } from '../../../lib/reward-format';
import type { BalanceBreakdown } from '../balance-breakdown';

function Figure({ label, value, note }: { label: string; value: string; note?: ReactNode }): ReactElement {
  return (
    <Detail label={label}>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
      {note && <Text size="sm">{note}</Text>}
    </Detail>
  );
}

/** The balance broken down: available, earned this year against the maximum, pending, and what expires when. */
export function BalancePanel({
  breakdown,
  currency,
  year,
}: {
  breakdown: BalanceBreakdown;
  currency: Currency;
  year: number;
}): ReactElement {
  const { t } = useTranslation('rewards');
  const { code } = useDisplayedLanguage();
  const amount = useRewardFormat(currency);
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="rewards-balance">
      <Stack gap="md">
        <Title order={2} size="h3" id="rewards-balance">
          {t('balance.heading')}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} m={0} spacing="lg">
          <Figure label={t('balance.available')} value={amount(breakdown.available)} note={t('balance.availableNote')} />
          <Figure
            label={t('balance.earnedThisYear', { year })}
            value={amount(breakdown.earnedThisYear)}
            note={t('balance.ofMaximum', { maximum: amount(breakdown.yearlyMaximum), left: amount(breakdown.leftThisYear) })}
          />
          <Figure label={t('balance.pending')} value={amount(breakdown.pending)} note={t('balance.pendingNote')} />
        </SimpleGrid>
        <Progress value={breakdown.percentOfMaximum} aria-label={t('balance.progress', { percent: breakdown.percentOfMaximum, year })} />
        <div>
          <Title order={3} size="h4" mb={4}>
            {t('balance.expiringHeading')}
          </Title>
          {breakdown.expiring.length === 0 ? (
            <Text size="sm">{t('balance.nothingExpires')}</Text>
          ) : (
            <List size="sm">
              {breakdown.expiring.map((lot) => (
                <List.Item key={lot.expiresOn}>
                  {t('balance.expires', { amount: amount(lot.amount), date: formatShortDate(lot.expiresOn, languageTag(code)) })}
                </List.Item>
              ))}
            </List>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
