import { Anchor, Table, Text, Title } from '@mantine/core';
import type { Currency, IncentiveHistoryEntry } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActionName } from '../../../components/health-action-list';
import { formatShortDate } from '../../../lib/format';
import { languageTag } from '../../../lib/i18n';
import { useDisplayedLanguage } from '../../../lib/language-store';
import { useRewardFormat } from '../../../lib/reward-format';

/** Spec 001's incentivesHistory: every earning, expiry and adjustment, newest first; an earning links to its journey. */
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
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('history.date')}</Table.Th>
                <Table.Th scope="col">{t('history.what')}</Table.Th>
                <Table.Th scope="col">{t('history.amount')}</Table.Th>
                <Table.Th scope="col">{t('history.details')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => {
                const details = [
                  entry.dataType ? t('history.verifiedBy', { source: tActions(`journey.sources.${entry.dataType}`) }) : null,
                  entry.notIssuedAmount > 0 && entry.notIssuedReason
                    ? t('history.notIssued', {
                        amount: amount(entry.notIssuedAmount),
                        why: tActions(`journey.why.${entry.notIssuedReason}`),
                      })
                    : null,
                  entry.type === 'REWARD' && entry.endDate ? t('history.expiresOn', { date: formatShortDate(entry.endDate, tag) }) : null,
                  entry.type === 'ADJUSTMENT' && entry.reason ? t('history.adjustmentReason', { reason: entry.reason }) : null,
                ].filter((line): line is string => line !== null);
                return (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{formatShortDate(entry.effectiveDate, tag)}</Table.Td>
                    <Table.Td>
                      {entry.type === 'REWARD' && entry.healthActionCd ? (
                        <>
                          <Text span>{actionName(entry.healthActionCd)}</Text>
                          {entry.healthActionId !== null && (
                            <>
                              {' '}
                              <Anchor
                                component={Link}
                                to={`/health-actions/${entry.healthActionId}/history${entry.completionId !== null ? `#completion-${entry.completionId}` : ''}`}
                                size="sm"
                              >
                                {t('history.journeyLink', { name: actionName(entry.healthActionCd) })}
                              </Anchor>
                            </>
                          )}
                        </>
                      ) : (
                        t(`history.types.${entry.type}`)
                      )}
                    </Table.Td>
                    <Table.Td>{signed(entry.amount)}</Table.Td>
                    <Table.Td>{details.join(' ')}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
