import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Currency, IncentiveHistoryEntry } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActionName } from '../../../components/health-action-list';
import { formatShortDate } from '../../../lib/format';
import { languageTag } from '../../../lib/i18n';
import { useDisplayedLanguage } from '../../../lib/language-store';
import { useRewardFormat } from '../../../lib/reward-format';

/** Spec 001's incentivesHistory: every earning, redemption, refund, expiry and adjustment, newest first; an earning links to its journey, a redemption or refund to its order. */
export function RewardsHistory({ entries, currency }: { entries: readonly IncentiveHistoryEntry[]; currency: Currency }): ReactElement {
  const { t } = useTranslation('rewards');
  const { t: tActions } = useTranslation('health-actions');
  const { code } = useDisplayedLanguage();
  const tag = languageTag(code);
  const amount = useRewardFormat(currency);
  const actionName = useActionName();
  const signed = (value: number): string => (value < 0 ? `−${amount(-value)}` : amount(value));
  return (
    <section aria-labelledby="rewards-history">
      <Title order={2} size="h3" id="rewards-history" mb="sm">
        {t('history.heading')}
      </Title>
      {entries.length === 0 ? (
        <Text>{t('history.none')}</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => {
            const details = [
              entry.dataType ? t('history.verifiedBy', { source: tActions(`journey.sources.${entry.dataType}`) }) : null,
              entry.notIssuedAmount > 0 && entry.notIssuedReason
                ? t('history.notIssued', { amount: amount(entry.notIssuedAmount), why: tActions(`journey.why.${entry.notIssuedReason}`) })
                : null,
              entry.type === 'REWARD' && entry.endDate ? t('history.expiresOn', { date: formatShortDate(entry.endDate, tag) }) : null,
              entry.type === 'ADJUSTMENT' && entry.reason ? t('history.adjustmentReason', { reason: entry.reason }) : null,
            ].filter((line): line is string => line !== null);
            const isEarning = entry.type === 'REWARD' && entry.healthActionCd !== null;
            return (
              <Paper component="li" key={entry.id} withBorder p="sm">
                <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
                  <Text fw={600}>{isEarning ? actionName(entry.healthActionCd!) : t(`history.types.${entry.type}`)}</Text>
                  <Text fw={600}>{signed(entry.amount)}</Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {formatShortDate(entry.effectiveDate, tag)}
                </Text>
                {details.length > 0 && <Text size="sm">{details.join(' ')}</Text>}
                {(entry.type === 'REDEEM' || entry.type === 'REFUND') && entry.orderId !== null && (
                  <Anchor component={Link} to={`/rewards#order-${entry.orderId}`} size="sm">
                    {t(entry.type === 'REDEEM' ? 'history.orderLink' : 'history.refundLink', { orderId: entry.orderId })}
                  </Anchor>
                )}
                {isEarning && entry.healthActionId !== null && (
                  <Anchor
                    component={Link}
                    to={`/health-actions/${entry.healthActionId}/history${entry.completionId !== null ? `#completion-${entry.completionId}` : ''}`}
                    size="sm"
                  >
                    {t('history.journeyLink', { name: actionName(entry.healthActionCd!) })}
                  </Anchor>
                )}
              </Paper>
            );
          })}
        </Stack>
      )}
    </section>
  );
}
