import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { RewardItem } from '@portal/contract';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { Notice } from '../../../components/notice';
import { useMemberInfo } from '../../../lib/api/get-member-info';
import { useWriteControl } from '../../../lib/read-only-view';
import { useRewardFormat } from '../../../lib/reward-format';
import { useSetupAutoReward } from '../api/auto-rewards';
import { useRewardsInit } from '../api/get-rewards-init';
import { useDependentId } from '../basket/redemption-context';
import { ShippingAddress } from '../components/shipping-address';
import { EmailDestination } from '../confirmation-page';
import { itemLabel } from '../item-label';
import { autoSetupPath, autoSplashPath } from './auto-reward-path';

/** Spec 001 /rewards/auto/confirm: the choice, where it goes, and turning automatic rewards on. */
export function AutoConfirmPage(): ReactElement {
  const { t } = useTranslation('rewards');
  const dependentId = useDependentId();
  const rewards = useRewardsInit(dependentId);
  const [search] = useSearchParams();
  const itemId = Number(search.get('item'));
  const item = rewards.rewardsConfig.hasBasket ? rewards.rewardsAvailable.find((candidate) => candidate.id === itemId) : undefined;
  if (!item) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('auto.confirmTitle')}</Title>
        <Notice tone="error" role="alert">
          {t('auto.noChoice')}
        </Notice>
        <Anchor component={Link} to={autoSetupPath(dependentId)} w="fit-content">
          {t('auto.backToSetup')}
        </Anchor>
      </Stack>
    );
  }
  return <ConfirmChoice item={item} dependentId={dependentId} />;
}

function ConfirmChoice({ item, dependentId }: { item: RewardItem; dependentId: number | undefined }): ReactElement {
  const { t } = useTranslation('rewards');
  const location = useLocation();
  const member = useMemberInfo();
  const rewards = useRewardsInit(dependentId);
  const amount = useRewardFormat(rewards.rewardType);
  const navigate = useNavigate();
  const setup = useSetupAutoReward();
  const writeControl = useWriteControl();
  const [chosenAddress, setChosenAddress] = useState<number | null>(null);
  const shippingId = chosenAddress ?? (member.addresses.find((address) => address.primary) ?? member.addresses[0])?.id ?? null;
  // The latest coverage: the one new rewards are issued to.
  const coverage = rewards.pointSummaries.at(-1);
  const digital = item.deliveryForm === 'DIGITAL';
  const ready =
    coverage !== undefined && (digital ? member.email !== null && member.emailAddressVerifiedTsTz !== null : shippingId !== null);
  const turnOn = () =>
    coverage &&
    setup.mutate(
      {
        account: { memberId: dependentId ?? member.id, memberCoverageId: coverage.memberCoverageId },
        poolIncentivePreference: { incentiveProductId: item.id, deliveryForm: item.deliveryForm, shippingId: digital ? null : shippingId },
      },
      { onSuccess: () => void navigate(autoSplashPath(dependentId)) },
    );
  const name = itemLabel(t, item.name, item.deliveryForm);
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('auto.confirmTitle')}</Title>
      <Paper withBorder p="lg" component="section" aria-labelledby="auto-choice">
        <Stack gap="sm">
          <Title order={2} size="h3" id="auto-choice">
            {t('auto.currentHeading')}
          </Title>
          <Text fw={600}>{t('auto.choice', { name, price: amount(item.redemptionAmount) })}</Text>
          <Text>{t('auto.confirmText', { name, price: amount(item.redemptionAmount) })}</Text>
        </Stack>
      </Paper>
      {digital ? (
        <EmailDestination member={member} back={`${location.pathname}${location.search}`} />
      ) : (
        <ShippingAddress member={member} shippingId={shippingId} onChange={setChosenAddress} />
      )}
      {coverage === undefined && (
        <Notice tone="error" role="alert">
          {t('auto.noCoverage')}
        </Notice>
      )}
      <ErrorAlert error={setup.error} />
      <Group>
        <Button component={Link} to={autoSetupPath(dependentId)} variant="default">
          {t('auto.backToSetup')}
        </Button>
        <Button onClick={turnOn} loading={setup.isPending} disabled={!ready} {...writeControl}>
          {t('auto.turnOn')}
        </Button>
      </Group>
    </Stack>
  );
}
