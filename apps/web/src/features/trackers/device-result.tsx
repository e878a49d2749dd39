import { List, Text } from '@mantine/core';
import type { DeviceImportResult, DeviceRefusalReason } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';

/**
 * What an import or a sync did, in a status region: how many readings arrived, were added, were
 * kept already, and, by reason, how many were not kept.
 */
export function DeviceResult({ result, tag }: { result: DeviceImportResult; tag: string }): ReactElement {
  const { t } = useTranslation('tracking');
  const byReason = new Map<DeviceRefusalReason, number>();
  for (const refusal of result.refused) byReason.set(refusal.reason, (byReason.get(refusal.reason) ?? 0) + 1);
  return (
    <div role="status">
      <Text fw={700}>
        {t('devices.result.summary', {
          received: formatNumber(result.received, tag),
          added: formatNumber(result.added, tag),
          duplicates: formatNumber(result.duplicates, tag),
          refused: formatNumber(result.refused.length, tag),
        })}
      </Text>
      {byReason.size > 0 && (
        <List aria-label={t('devices.result.refusedTitle')}>
          {[...byReason].map(([reason, count]) => (
            <List.Item key={reason}>
              {t('devices.result.refusedLine', { reason: t(`devices.refusals.${reason}`), count: formatNumber(count, tag) })}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
