import { Anchor, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { AutoRewardChoice } from '@portal/contract';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { useWriteControl } from '../../../lib/read-only-view';
import { useRewardFormat } from '../../../lib/reward-format';
import { useRemoveAutoReward } from '../api/auto-rewards';
import { useRewardsInit } from '../api/get-rewards-init';
import { useDependentId } from '../basket/redemption-context';
import { itemLabel } from '../item-label';
import { autoSetupPath } from './auto-reward-path';

/** Spec 001 /rewards/auto/splash: what automatic rewards are, and the member's choice when they are on. */
export function AutoSplashPage(): ReactElement {
  const { t } = useTranslation('rewards');
  const dependentId = useDependentId();
  const rewards = useRewardsInit(dependentId);
  const { selected } = rewards.autoReward;
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1}>{t('auto.title')}</Title>
        <Text c="dimmed">{t('auto.intro')}</Text>
      </div>
      {!rewards.rewardsConfig.hasBasket ? (
        <Text>{t('redeem.external')}</Text>
      ) : selected ? (
        <CurrentChoice choice={selected} dependentId={dependentId} currency={rewards.rewardType} />
      ) : (
        <Stack gap="sm">
          <Text>{t('auto.inactive')}</Text>
          <Button component={Link} to={autoSetupPath(dependentId)} w="fit-content">
            {t('auto.setUp')}
          </Button>
        </Stack>
      )}
      <Anchor component={Link} to="/rewards" w="fit-content">
        {t('redeem.backToRewards')}
      </Anchor>
    </Stack>
  );
}

function CurrentChoice({
  choice,
  dependentId,
  currency,
}: {
  choice: AutoRewardChoice;
  dependentId: number | undefined;
  currency: 'DOLLARS' | 'POINTS';
}): ReactElement {
  const { t } = useTranslation('rewards');
  const amount = useRewardFormat(currency);
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveAutoReward();
  const writeControl = useWriteControl();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="auto-current">
      <Stack gap="sm">
        <Title order={2} size="h3" id="auto-current">
          {t('auto.currentHeading')}
        </Title>
        <Text>{t('auto.active')}</Text>
        {choice.item ? (
          <Text fw={600}>
            {t('auto.choice', {
              name: itemLabel(t, choice.item.name, choice.item.deliveryForm),
              price: amount(choice.item.redemptionAmount),
            })}
          </Text>
        ) : (
          <Text>{t('auto.notOffered')}</Text>
        )}
        {choice.emailTo !== null && <Text>{t('auto.emailTo', { email: choice.emailTo })}</Text>}
        <ErrorAlert error={remove.error} />
        <Group>
          <Button component={Link} to={autoSetupPath(dependentId)} variant="default">
            {t('auto.change')}
          </Button>
          <Button color="red" variant="outline" onClick={() => setConfirming(true)} {...writeControl}>
            {t('auto.turnOff')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('auto.turnOffTitle')} centered>
        <Stack gap="md">
          <Text>{t('auto.turnOffText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('auto.keep')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(choice.preferenceId, { onSettled: () => setConfirming(false) })}
              {...writeControl}
            >
              {t('auto.turnOff')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
