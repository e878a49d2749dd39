import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { RewardBox } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { Notice } from '../../components/notice';
import { ApiError } from '../../lib/api-client';
import { useMemberInfo } from '../../lib/api/get-member-info';
import { useWriteControl } from '../../lib/read-only-view';
import { useRewardFormat } from '../../lib/reward-format';
import { redeemRewardBox } from './api/redeem-reward-boxes';
import { rewardsKeys } from './api/rewards-keys';
import { newIdempotencyKey } from './basket/basket-store';
import { ShippingAddress } from './components/shipping-address';
import { balanceFor, useBoxFunds, type BoxFunds } from './reward-boxes/box-funds';
import { BoxSummary } from './reward-boxes/box-summary';
import { rewardBoxPath, useIdParam } from './reward-boxes/reward-box-paths';

/** Spec 001 /rewards/reward-boxes/confirmation: the box chosen, the balance it is paid from, where it ships. */
export function RewardBoxConfirmationPage(): ReactElement {
  const { t } = useTranslation('rewards');
  const boxFunds = useBoxFunds();
  const boxId = useIdParam('box');
  const box = boxFunds.boxes.find((candidate) => candidate.id === boxId);
  if (!box) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('boxes.confirmTitle')}</Title>
        <Notice tone="error" role="alert">
          {t('boxes.noneSelected')}
        </Notice>
        <Anchor component={Link} to={rewardBoxPath('', boxFunds.dependentId)} w="fit-content">
          {t('boxes.backToBoxes')}
        </Anchor>
      </Stack>
    );
  }
  return <BoxConfirmation box={box} boxFunds={boxFunds} />;
}

function BoxConfirmation({ box, boxFunds }: { box: RewardBox; boxFunds: BoxFunds }): ReactElement {
  const { t } = useTranslation('rewards');
  const member = useMemberInfo();
  const amount = useRewardFormat(boxFunds.rewardType);
  const writeControl = useWriteControl();
  const balance = balanceFor(boxFunds.funds, box);
  const [chosenAddress, setChosenAddress] = useState<number | null>(null);
  const shippingId = member.addresses.some((address) => address.id === chosenAddress)
    ? chosenAddress
    : ((member.addresses.find((address) => address.primary) ?? member.addresses[0])?.id ?? null);
  const place = usePlaceBoxOrder(box, boxFunds, balance?.memberCoverageId ?? null, shippingId);
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('boxes.confirmTitle')}</Title>
      <Paper withBorder p="lg" component="section" aria-label={t('boxes.boxHeading')}>
        <Stack gap="sm">
          <BoxSummary box={box} price={amount(box.redemptionAmount)} headingLevel={2} />
          {balance ? (
            <Text>
              {t('boxes.paidFrom', { balance: amount(balance.remaining), remaining: amount(balance.remaining - box.redemptionAmount) })}
            </Text>
          ) : (
            <Notice tone="error" role="alert">
              {t('boxes.notCovered')}
            </Notice>
          )}
        </Stack>
      </Paper>
      <ShippingAddress member={member} shippingId={shippingId} onChange={setChosenAddress} />
      <ErrorAlert error={place.error} />
      <Group>
        <Button component={Link} to={rewardBoxPath('', boxFunds.dependentId)} variant="default">
          {t('boxes.backToBoxes')}
        </Button>
        <Button onClick={() => place.mutate()} loading={place.isPending} disabled={!balance || shippingId === null} {...writeControl}>
          {t('boxes.placeOrder')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The order under one key for this box, balance and address: sending again after a lost answer
 * repeats nothing the server already placed.
 */
function usePlaceBoxOrder(box: RewardBox, boxFunds: BoxFunds, memberCoverageId: number | null, shippingId: number | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const member = useMemberInfo();
  const choice = `${box.id}_${memberCoverageId}_${shippingId}`;
  const [key, setKey] = useState(() => ({ choice, value: newIdempotencyKey() }));
  const currentKey = key.choice === choice ? key.value : null;
  return useMutation({
    mutationFn: async () => {
      if (memberCoverageId === null || shippingId === null)
        throw new Error('the order button is enabled only with a balance and an address');
      const idempotencyKey = currentKey ?? newIdempotencyKey();
      if (currentKey === null) setKey({ choice, value: idempotencyKey });
      return redeemRewardBox({
        account: { memberId: boxFunds.dependentId ?? member.id, memberCoverageId },
        address: shippingId,
        rewardBoxId: box.id,
        idempotencyKey,
      });
    },
    // The server kept the key for another request: a fresh key lets the member send this one.
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'IDEMPOTENCY_KEY_REUSED') setKey({ choice, value: newIdempotencyKey() });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rewardsKeys.all }),
    onSuccess: (answer) => navigate(rewardBoxPath('/success', boxFunds.dependentId, { order: answer.order.orderId })),
  });
}
