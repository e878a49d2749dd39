import { Group, Stack, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Redemption } from '../basket/redemption-context';
import { itemLabel } from '../item-label';

/** The basket's lines, each named with its form and priced: the same list on the redeem and confirmation pages. */
export function BasketLines({ redemption, amount }: { redemption: Redemption; amount: (value: number) => string }): ReactElement {
  const { t } = useTranslation('rewards');
  const labelOf = (itemId: number) => {
    const item = redemption.items.find((candidate) => candidate.id === itemId);
    return item ? itemLabel(t, item.name, item.deliveryForm) : '';
  };
  return (
    <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
      {redemption.lines.map((line) => (
        <Group component="li" key={`${line.itemId}-${line.memberCoverageId}`} justify="space-between">
          <Text>{t('basket.line', { name: labelOf(line.itemId), quantity: line.quantity })}</Text>
          <Text>{amount(line.unitAmount * line.quantity)}</Text>
        </Group>
      ))}
    </Stack>
  );
}
