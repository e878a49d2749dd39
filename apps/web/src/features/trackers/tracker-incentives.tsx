import { List, Title } from '@mantine/core';
import type { TrackerIncentive } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { useRewardFormat } from '../../lib/reward-format';

/**
 * The health actions this tracker earns (decision 0047), each with the member's days so far in
 * the period: "Days with a reading this period: 12 of 20 so far. Reach 20 to earn $10."
 */
export function TrackerIncentives({ incentives, tag }: { incentives: readonly TrackerIncentive[]; tag: string }): ReactElement | null {
  const { t } = useTranslation('tracking');
  if (incentives.length === 0) return null;
  return (
    <section aria-labelledby="tracker-incentives-title">
      <Title order={2} id="tracker-incentives-title" mb="xs">
        {t('incentives.title')}
      </Title>
      <List spacing="xs">
        {incentives.map((incentive) => (
          <IncentiveLine key={incentive.healthActionId} incentive={incentive} tag={tag} />
        ))}
      </List>
    </section>
  );
}

function IncentiveLine({ incentive, tag }: { incentive: TrackerIncentive; tag: string }): ReactElement {
  const { t } = useTranslation('tracking');
  const reward = useRewardFormat(incentive.currency)(incentive.rewardAmount);
  const numbers = { daysRecorded: formatNumber(incentive.daysRecorded, tag), dayCount: formatNumber(incentive.dayCount, tag), reward };
  return <List.Item>{incentive.completed ? t('incentives.reached', numbers) : t('incentives.progress', numbers)}</List.Item>;
}
