import { Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import type { AutoRewardChoice } from '@portal/contract';
import { usePrefetchQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { healthActionsInitQuery, useHealthActionsInit } from '../../lib/api/get-health-actions-init';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { useMemberInfo } from '../../lib/api/get-member-info';
import { useRewardFormat } from '../../lib/reward-format';
import { useSession } from '../../lib/session-store';
import { rewardsInitQuery, useRewardsInit } from './api/get-rewards-init';
import { balanceBreakdown } from './balance-breakdown';
import { itemLabel } from './item-label';
import { BalancePanel } from './components/balance-panel';
import { rewardOrdersQuery } from './api/reward-orders';
import { RewardOrders } from './components/reward-orders';
import { RewardsHistory } from './components/rewards-history';

/** Spec 001 /rewards landing: the balance broken down and the history of every earning, in the programme's dollars or points. */
export function RewardsPage(): ReactElement {
  const session = useSession();
  const memberId = session?.memberId ?? 0;
  // Both calls and both namespaces load side by side; the page shows once, whole.
  usePrefetchQuery(rewardsInitQuery(memberId));
  usePrefetchQuery(healthActionsInitQuery(memberId));
  usePrefetchQuery(rewardOrdersQuery(memberId));
  const { t } = useTranslation(['rewards', 'health-actions']);
  const member = useMemberInfo();
  const rewards = useRewardsInit();
  const actions = useHealthActionsInit();
  const amount = useRewardFormat(rewards.rewardType);
  const breakdown = balanceBreakdown(rewards, actions, memberId);
  const autoRewards = useClientConfiguration().features.includes('AUTO_REWARDS');
  const dependentName = (id: number): string => member.dependents.find((dependent) => dependent.id === id)?.firstName ?? '';
  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t(rewards.rewardType === 'DOLLARS' ? 'introDollars' : 'introPoints')}</Text>
        {rewards.rewardType === 'POINTS' && (
          <Anchor component={Link} to="/rewards/how-it-works">
            {t('howItWorks.link')}
          </Anchor>
        )}
      </div>
      <BalancePanel breakdown={breakdown} currency={rewards.rewardType} year={rewards.year} />
      {rewards.rewardsConfig.hasBasket ? (
        <Group>
          <Button component={Link} to="/rewards/redeem" w="fit-content">
            {t('redeem.link')}
          </Button>
          {autoRewards && <AutoRewardLink selected={rewards.autoReward.selected} />}
        </Group>
      ) : (
        <Text>{t('redeem.external')}</Text>
      )}
      {rewards.dependents.length > 0 && (
        <section aria-labelledby="rewards-family">
          <Title order={2} size="h3" id="rewards-family" mb="sm">
            {t('family.heading')}
          </Title>
          <List>
            {rewards.dependents.map((dependent) => (
              <List.Item key={dependent.memberId}>
                {t('family.line', {
                  name: dependentName(dependent.memberId),
                  earned: amount(dependent.earnedThisYear),
                  available: amount(dependent.available),
                })}
              </List.Item>
            ))}
          </List>
        </section>
      )}
      <RewardOrders />
      <RewardsHistory entries={rewards.incentivesHistory} currency={rewards.rewardType} />
      <Anchor component={Link} to="/health-actions" w="fit-content">
        {t('toHealthActions')}
      </Anchor>
    </Stack>
  );
}

/** Spec 001: the landing shows the active automatic reward, and leads to where it is set up or turned off. */
function AutoRewardLink({ selected }: { selected: AutoRewardChoice | null }): ReactElement {
  const { t } = useTranslation('rewards');
  const item = selected?.item;
  return (
    <Anchor component={Link} to="/rewards/auto/splash">
      {item ? t('auto.landingActive', { name: itemLabel(t, item.name, item.deliveryForm) }) : t('auto.landingLink')}
    </Anchor>
  );
}
