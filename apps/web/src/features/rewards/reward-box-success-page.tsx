import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rewardsPath, useDependentId } from './basket/redemption-context';
import { rewardBoxPath, useIdParam } from './reward-boxes/reward-box-paths';

/** Spec 001 /rewards/reward-boxes/success: the order is placed; the orders list on /rewards shows where it is. */
export function RewardBoxSuccessPage(): ReactElement {
  const { t } = useTranslation('rewards');
  const dependentId = useDependentId();
  const orderId = useIdParam('order');
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('boxes.successTitle')}</Title>
      {orderId === undefined ? (
        <Text>{t('boxes.noOrder')}</Text>
      ) : (
        <>
          <Text>{t('boxes.successIntro', { orderId })}</Text>
          <Text>{t('delivery.merchandise')}</Text>
        </>
      )}
      <Group>
        {orderId !== undefined && (
          <Anchor component={Link} to={`${rewardsPath('/rewards', dependentId)}#order-${orderId}`}>
            {t('boxes.toOrder')}
          </Anchor>
        )}
        <Anchor component={Link} to={rewardBoxPath('', dependentId)}>
          {t('boxes.backToBoxes')}
        </Anchor>
      </Group>
    </Stack>
  );
}
