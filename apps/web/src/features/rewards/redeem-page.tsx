import { Anchor, Button, Group, Image, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RewardItem } from '@portal/contract';
import { addToBasket, basketTotal, canAdd, canConfirm, isListed, itemQuantity, remainingTotal, removeFromBasket } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMemberInfo } from '../../lib/api/get-member-info';
import { languageTag } from '../../lib/i18n';
import { useDisplayedLanguage } from '../../lib/language-store';
import { formatMinorUnits, useRewardFormat } from '../../lib/reward-format';
import { useRewardsInit } from './api/get-rewards-init';
import { BasketLines } from './components/basket-lines';
import { itemLabel } from './item-label';
import { rewardBoxPath } from './reward-boxes/reward-box-paths';
import { rewardsPath, useRedemption, type Redemption } from './basket/redemption-context';

/** Spec 001 /rewards/redeem: the catalog the balance can pay for, the basket, and whose balance (family rewards). */
export function RedeemPage(): ReactElement {
  const { t } = useTranslation('rewards');
  const redemption = useRedemption();
  const rewards = useRewardsInit(redemption.dependentId);
  if (!rewards.rewardsConfig.hasBasket) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('redeem.title')}</Title>
        <Text>{t('redeem.external')}</Text>
        <Anchor component={Link} to="/rewards" w="fit-content">
          {t('redeem.backToRewards')}
        </Anchor>
      </Stack>
    );
  }
  const listed = redemption.items.filter((item) => isListed(item, redemption));
  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>{t('redeem.title')}</Title>
        <Text c="dimmed">{t('redeem.intro')}</Text>
      </div>
      <FamilyChooser dependentId={redemption.dependentId} />
      {rewards.rewardBoxes.length > 0 && (
        <Anchor component={Link} to={rewardBoxPath('', redemption.dependentId)} w="fit-content">
          {t('boxes.link')}
        </Anchor>
      )}
      <section aria-labelledby="redeem-catalog">
        <Title order={2} size="h3" id="redeem-catalog" mb="sm">
          {t('redeem.catalogHeading')}
        </Title>
        {listed.length === 0 ? (
          <Text>{t('redeem.nothingListed')}</Text>
        ) : (
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} m={0} p={0} style={{ listStyle: 'none' }}>
            {listed.map((item) => (
              <RewardCard key={item.id} item={item} redemption={redemption} currency={rewards.rewardType} />
            ))}
          </SimpleGrid>
        )}
      </section>
      <BasketSummary redemption={redemption} currency={rewards.rewardType} />
    </Stack>
  );
}

/** Spec 001 family rewards: a subscriber redeems from their own balance or a dependent's. */
function FamilyChooser({ dependentId }: { dependentId: number | undefined }): ReactElement | null {
  const { t } = useTranslation('rewards');
  const own = useRewardsInit();
  const member = useMemberInfo();
  const navigate = useNavigate();
  if (own.dependents.length === 0) return null;
  const name = (id: number) => member.dependents.find((dependent) => dependent.id === id)?.firstName ?? String(id);
  return (
    <Radio.Group
      label={t('redeem.whoseBalance')}
      value={dependentId === undefined ? 'self' : String(dependentId)}
      onChange={(value) => void navigate(rewardsPath('/rewards/redeem', value === 'self' ? undefined : Number(value)))}
    >
      <Group mt="xs">
        {/* Choosing whose balance to show changes the address, not the account: staff viewing may use it. */}
        <Radio value="self" label={t('redeem.mine')} data-view-choice />
        {own.dependents.map((dependent) => (
          <Radio key={dependent.memberId} value={String(dependent.memberId)} label={name(dependent.memberId)} data-view-choice />
        ))}
      </Group>
    </Radio.Group>
  );
}

function RewardCard({
  item,
  redemption,
  currency,
}: {
  item: RewardItem;
  redemption: Redemption;
  currency: 'DOLLARS' | 'POINTS';
}): ReactElement {
  const { t } = useTranslation('rewards');
  const { code } = useDisplayedLanguage();
  const amount = useRewardFormat(currency);
  const quantity = itemQuantity(redemption.lines, item.id);
  const addable = canAdd(redemption.funds, redemption.lines, item);
  const set = (lines: typeof redemption.lines) => redemption.basket.setLines(lines);
  return (
    <Paper component="li" withBorder p="md">
      <Stack gap="xs">
        <Image src={item.imageUrl} alt={item.name} h={120} fit="contain" />
        <Title order={3} size="h4">
          {item.name}
        </Title>
        {item.faceValue !== null && (
          <Text size="sm">{t('redeem.faceValue', { value: formatMinorUnits(item.faceValue, 'DOLLARS', languageTag(code)) })}</Text>
        )}
        <Text fw={600}>{t('redeem.price', { price: amount(item.redemptionAmount) })}</Text>
        <Text size="sm">{t(`redeem.forms.${item.deliveryForm}`)}</Text>
        {quantity === 0 ? (
          <Button
            onClick={() => set(addToBasket(redemption.funds, redemption.lines, item))}
            disabled={!addable}
            aria-label={t('redeem.addNamed', { name: itemLabel(t, item.name, item.deliveryForm) })}
          >
            {t('redeem.add')}
          </Button>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="default"
              onClick={() => set(removeFromBasket(redemption.lines, item.id))}
              aria-label={t('redeem.fewerNamed', { name: itemLabel(t, item.name, item.deliveryForm) })}
            >
              −
            </Button>
            <Text aria-live="polite" miw="3ch" ta="center">
              {t('redeem.quantity', { quantity })}
            </Text>
            <Button
              variant="default"
              onClick={() => set(addToBasket(redemption.funds, redemption.lines, item))}
              disabled={!addable}
              aria-label={t('redeem.moreNamed', { name: itemLabel(t, item.name, item.deliveryForm) })}
            >
              +
            </Button>
          </Group>
        )}
        {!addable && (
          <Text size="sm" c="dimmed">
            {quantity > 0 ? t('redeem.noMore') : t('redeem.notEnough')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function BasketSummary({ redemption, currency }: { redemption: Redemption; currency: 'DOLLARS' | 'POINTS' }): ReactElement {
  const { t } = useTranslation('rewards');
  const amount = useRewardFormat(currency);
  const navigate = useNavigate();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="redeem-basket">
      <Stack gap="sm">
        <Title order={2} size="h3" id="redeem-basket">
          {t('basket.heading')}
        </Title>
        {redemption.lines.length === 0 ? <Text>{t('basket.empty')}</Text> : <BasketLines redemption={redemption} amount={amount} />}
        <Text fw={600}>{t('basket.total', { total: amount(basketTotal(redemption.lines)) })}</Text>
        <Text aria-live="polite">{t('basket.remaining', { remaining: amount(remainingTotal(redemption.funds, redemption.lines)) })}</Text>
        <Group>
          <Button variant="default" onClick={() => redemption.basket.setLines([])} disabled={redemption.lines.length === 0}>
            {t('basket.reset')}
          </Button>
          <Button
            onClick={() => void navigate(rewardsPath('/rewards/confirmation', redemption.dependentId))}
            disabled={!canConfirm(redemption.lines)}
          >
            {t('basket.continue')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
