import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRewardFormat } from '../../lib/reward-format';
import { deliveryTimeKey } from './basket/delivery';
import { useBasket } from './basket/basket-store';
import { useDependentId } from './basket/redemption-context';
import { itemLabel } from './item-label';

/** Spec 001 /rewards/success: what was ordered and when it arrives; the basket is empty again. */
export function SuccessPage(): ReactElement {
  const { t } = useTranslation('rewards');
  const dependentId = useDependentId();
  const basket = useBasket(dependentId);
  const orders = basket.state.placed;
  const amount = useRewardFormat(orders[0]?.currency ?? 'DOLLARS');
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('success.title')}</Title>
      {orders.length === 0 ? (
        <Text>{t('success.nothing')}</Text>
      ) : (
        <>
          <Text>{t('success.intro')}</Text>
          {orders.map((order) => (
            <Paper key={order.orderId} withBorder p="lg" component="section" aria-labelledby={`success-order-${order.orderId}`}>
              <Stack gap="xs">
                <Title order={2} size="h3" id={`success-order-${order.orderId}`}>
                  {t('orders.number', { orderId: order.orderId })}
                </Title>
                <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
                  {order.lines.map((line) => (
                    <li key={`${line.incentiveProductVariationId}-${line.deliveryForm}`}>
                      <Text fw={600}>
                        {t('basket.line', { name: itemLabel(t, line.name, line.deliveryForm), quantity: line.quantity })}
                      </Text>
                      <Text size="sm">{t(deliveryTimeKey(line.type, line.deliveryForm))}</Text>
                    </li>
                  ))}
                </Stack>
                <Text>{t('basket.total', { total: amount(order.total) })}</Text>
              </Stack>
            </Paper>
          ))}
        </>
      )}
      <Group>
        <Anchor component={Link} to="/rewards#rewards-orders">
          {t('success.toOrders')}
        </Anchor>
        <Anchor component={Link} to="/rewards">
          {t('redeem.backToRewards')}
        </Anchor>
      </Group>
    </Stack>
  );
}
