import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { MemberInfo, RewardOrder } from '@portal/contract';
import { basketOrders, basketTotal, canConfirm, remainingTotal, type BasketLine } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { Notice } from '../../components/notice';
import { ApiError } from '../../lib/api-client';
import { useMemberInfo } from '../../lib/api/get-member-info';
import { useWriteControl } from '../../lib/read-only-view';
import { useRewardFormat } from '../../lib/reward-format';
import { redeemRewards } from './api/reward-orders';
import { rewardsKeys } from './api/rewards-keys';
import { useRewardsInit } from './api/get-rewards-init';
import { BasketLines } from './components/basket-lines';
import { ShippingAddress } from './components/shipping-address';
import { rewardsPath, useRedemption, type Redemption } from './basket/redemption-context';
import { emailVerificationPath } from './email-verification';

/** Spec 001 /rewards/confirmation: the basket once more, where it goes, and the order placed. */
export function ConfirmationPage(): ReactElement {
  const { t } = useTranslation('rewards');
  const redemption = useRedemption();
  const rewards = useRewardsInit(redemption.dependentId);
  const member = useMemberInfo();
  const amount = useRewardFormat(rewards.rewardType);
  const itemOf = (line: BasketLine) => redemption.items.find((item) => item.id === line.itemId);
  const hasDigital = redemption.lines.some((line) => itemOf(line)?.deliveryForm === 'DIGITAL');
  const hasPhysical = redemption.lines.some((line) => itemOf(line)?.deliveryForm === 'PHYSICAL');
  const shippingId = member.addresses.some((address) => address.id === redemption.basket.state.shippingId)
    ? redemption.basket.state.shippingId
    : ((member.addresses.find((address) => address.primary) ?? member.addresses[0])?.id ?? null);
  const emailReady = !hasDigital || (member.email !== null && member.emailAddressVerifiedTsTz !== null);
  const addressReady = !hasPhysical || shippingId !== null;
  const place = usePlaceOrder(redemption, shippingId);
  const writeControl = useWriteControl();

  if (!canConfirm(redemption.lines)) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('confirmation.title')}</Title>
        <Notice tone="error" role="alert">
          {t('confirmation.emptyCart')}
        </Notice>
        <Anchor component={Link} to={rewardsPath('/rewards/redeem', redemption.dependentId)} w="fit-content">
          {t('confirmation.backToBasket')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('confirmation.title')}</Title>
      <Paper withBorder p="lg" component="section" aria-labelledby="confirmation-lines">
        <Stack gap="sm">
          <Title order={2} size="h3" id="confirmation-lines">
            {t('confirmation.linesHeading')}
          </Title>
          <BasketLines redemption={redemption} amount={amount} />
          <Text fw={600}>{t('basket.total', { total: amount(basketTotal(redemption.lines)) })}</Text>
          <Text>{t('confirmation.balanceAfter', { remaining: amount(remainingTotal(redemption.funds, redemption.lines)) })}</Text>
        </Stack>
      </Paper>
      {hasDigital && <EmailDestination member={member} back={rewardsPath('/rewards/confirmation', redemption.dependentId)} />}
      {hasPhysical && <ShippingAddress member={member} shippingId={shippingId} onChange={(id) => redemption.basket.setShippingId(id)} />}
      <ErrorAlert error={place.error} />
      <Group>
        <Button component={Link} to={rewardsPath('/rewards/redeem', redemption.dependentId)} variant="default">
          {t('confirmation.backToBasket')}
        </Button>
        <Button onClick={() => place.mutate()} loading={place.isPending} disabled={!emailReady || !addressReady} {...writeControl}>
          {t('confirmation.placeOrder')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * One redemption per balance the basket draws on, each under the basket's key and that balance,
 * so sending again after a lost answer repeats nothing the server already placed.
 */
function usePlaceOrder(redemption: Redemption, shippingId: number | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const itemOf = (line: BasketLine) => redemption.items.find((item) => item.id === line.itemId);
  return useMutation({
    mutationFn: async () => {
      const key = redemption.basket.idempotencyKey();
      let remaining = redemption.lines;
      for (const order of basketOrders(redemption.lines)) {
        const answer = await redeemRewards({
          account: { memberId: redemption.memberId, memberCoverageId: order.memberCoverageId },
          items: order.lines.map((line) => {
            const form = itemOf(line)?.deliveryForm ?? 'DIGITAL';
            return {
              incentiveProductVariationId: line.itemId,
              quantity: line.quantity,
              deliveryForm: form,
              shippingId: form === 'PHYSICAL' ? shippingId : null,
            };
          }),
          idempotencyKey: `${key}_${order.memberCoverageId}`,
        });
        remaining = remaining.filter((line) => line.memberCoverageId !== order.memberCoverageId);
        redemption.basket.placed([answer.order] satisfies RewardOrder[], remaining);
      }
    },
    // The server kept the key for another basket: a fresh key lets the member send this one.
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'IDEMPOTENCY_KEY_REUSED') redemption.basket.setLines(redemption.basket.state.lines);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rewardsKeys.all }),
    onSuccess: () => navigate(rewardsPath('/rewards/success', redemption.dependentId)),
  });
}

/** Where digital items go; `back` is the page the verification leads back to. */
export function EmailDestination({ member, back }: { member: MemberInfo; back: string }): ReactElement {
  const { t } = useTranslation('rewards');
  const verified = member.email !== null && member.emailAddressVerifiedTsTz !== null;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="confirmation-email">
      <Stack gap="sm">
        <Title order={2} size="h3" id="confirmation-email">
          {t('confirmation.emailHeading')}
        </Title>
        {member.email && <Text>{t('confirmation.emailTo', { email: member.email })}</Text>}
        {!verified && (
          <Notice tone="error" role="alert">
            {member.email ? t('confirmation.emailNotVerified') : t('confirmation.noEmail')}{' '}
            <Anchor component={Link} to={emailVerificationPath(back)}>
              {t('confirmation.verifyEmail')}
            </Anchor>
          </Notice>
        )}
      </Stack>
    </Paper>
  );
}
