import { Button, Group, Image, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useWriteControl } from '../../../lib/read-only-view';
import { useRewardFormat } from '../../../lib/reward-format';
import { useRewardsInit } from '../api/get-rewards-init';
import { useDependentId } from '../basket/redemption-context';
import { itemLabel } from '../item-label';
import { autoConfirmPath, autoSplashPath } from './auto-reward-path';

/** Spec 001 /rewards/auto/setup: one item of the catalog the redeem page offers, in one delivery form. */
export function AutoSetupPage(): ReactElement {
  const { t } = useTranslation('rewards');
  const dependentId = useDependentId();
  const rewards = useRewardsInit(dependentId);
  const amount = useRewardFormat(rewards.rewardType);
  const navigate = useNavigate();
  // Choosing the item is part of turning automatic rewards on, which the staff view may not do.
  const writeControl = useWriteControl();
  const [chosen, setChosen] = useState<string | null>(
    rewards.autoReward.selected === null ? null : String(rewards.autoReward.selected.incentiveProductId),
  );
  const items = rewards.rewardsConfig.hasBasket ? rewards.rewardsAvailable : [];
  return (
    <Stack gap="lg">
      <Title order={1}>{t('auto.setupTitle')}</Title>
      {items.length === 0 ? (
        <Text>{t('auto.nothingOffered')}</Text>
      ) : (
        <Radio.Group label={t('auto.chooseLabel')} value={chosen} onChange={setChosen}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs">
            {items.map((item) => (
              <Paper key={item.id} withBorder p="md">
                <Stack gap="xs">
                  <Image src={item.imageUrl} alt="" h={96} fit="contain" />
                  <Radio value={String(item.id)} label={itemLabel(t, item.name, item.deliveryForm)} {...writeControl} />
                  <Text size="sm">{t('redeem.price', { price: amount(item.redemptionAmount) })}</Text>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
      <Group>
        <Button component={Link} to={autoSplashPath(dependentId)} variant="default">
          {t('auto.back')}
        </Button>
        <Button disabled={chosen === null} onClick={() => chosen !== null && void navigate(autoConfirmPath(Number(chosen), dependentId))}>
          {t('auto.continue')}
        </Button>
      </Group>
    </Stack>
  );
}
