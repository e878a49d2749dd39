import { Anchor, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { RewardOrder } from '@portal/contract';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { Detail } from '../../../components/detail';
import { formatShortDate } from '../../../lib/format';
import { languageTag } from '../../../lib/i18n';
import { useDisplayedLanguage } from '../../../lib/language-store';
import { useWriteControl } from '../../../lib/read-only-view';
import { useRewardFormat } from '../../../lib/reward-format';
import { useCancelRewardOrder, useRewardOrders } from '../api/reward-orders';
import { deliveryTimeKey } from '../basket/delivery';
import { itemLabel } from '../item-label';
import { mayHoldCodes, RewardCodes } from './reward-codes';

/**
 * Spec 001 "a reward order screen": each order's state, address, shipper and tracking; one not sent on yet can be
 * cancelled; an e-mailed one shows its digital codes on request.
 */
export function RewardOrders(): ReactElement {
  const { t } = useTranslation('rewards');
  const { t: tCommon } = useTranslation();
  const orders = useRewardOrders();
  const [cancelling, setCancelling] = useState<RewardOrder | null>(null);
  const cancel = useCancelRewardOrder();
  return (
    <section aria-labelledby="rewards-orders-heading" id="rewards-orders" tabIndex={-1}>
      <Title order={2} size="h3" mb="sm" id="rewards-orders-heading">
        {t('orders.heading')}
      </Title>
      <ErrorAlert error={cancel.error} />
      {orders.length === 0 ? (
        <Text>{t('orders.none')}</Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {orders.map((order) => (
            <OrderCard key={order.orderId} order={order} onCancel={() => setCancelling(order)} />
          ))}
        </Stack>
      )}
      <Modal
        opened={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={t('orders.cancelTitle', { orderId: cancelling?.orderId ?? '' })}
        closeButtonProps={{ 'aria-label': tCommon('actions.close') }}
      >
        <Stack>
          <Text>{t('orders.cancelQuestion')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCancelling(null)}>
              {t('orders.keep')}
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() => cancelling && cancel.mutate(cancelling.orderId, { onSettled: () => setCancelling(null) })}
            >
              {t('orders.confirmCancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </section>
  );
}

function OrderCard({ order, onCancel }: { order: RewardOrder; onCancel: () => void }): ReactElement {
  const { t } = useTranslation('rewards');
  const { code } = useDisplayedLanguage();
  const tag = languageTag(code);
  const amount = useRewardFormat(order.currency);
  const address = order.shippingAddress;
  const writeControl = useWriteControl();
  const times = [...new Set(order.lines.map((line) => deliveryTimeKey(line.type, line.deliveryForm)))];
  return (
    <Paper component="li" withBorder p="md" id={`order-${order.orderId}`} tabIndex={-1}>
      <Stack gap="xs">
        <Group justify="space-between" align="baseline">
          <Title order={3} size="h4">
            {t('orders.number', { orderId: order.orderId })}
          </Title>
          <Text fw={600}>{t(`orders.states.${order.state}`)}</Text>
        </Group>
        <Text size="sm">
          {t('orders.placedOn', { date: formatShortDate(order.placedAt.slice(0, 10), tag), total: amount(order.total) })}
        </Text>
        <Stack component="ul" gap={2} m={0} pl="md">
          {order.lines.map((line) => (
            <li key={`${line.incentiveProductVariationId}-${line.deliveryForm}`}>
              {t('basket.line', { name: itemLabel(t, line.name, line.deliveryForm), quantity: line.quantity })}
            </li>
          ))}
        </Stack>
        <Stack component="dl" gap={4} m={0}>
          {address && (
            <Detail label={t('orders.shippingAddress')}>
              {[address.name, address.streetAddr1, address.streetAddr2, `${address.city}, ${address.state} ${address.zip}`]
                .filter(Boolean)
                .join(', ')}
            </Detail>
          )}
          {order.emailTo && <Detail label={t('orders.emailTo')}>{order.emailTo}</Detail>}
          {order.shipper && <Detail label={t('orders.shipper')}>{order.shipper}</Detail>}
          {order.trackingNumber && (
            <Detail label={t('orders.tracking')}>
              {order.trackingUrl ? (
                <Anchor href={order.trackingUrl} target="_blank" rel="noopener noreferrer" dir="ltr">
                  {order.trackingNumber}
                </Anchor>
              ) : (
                <span dir="ltr">{order.trackingNumber}</span>
              )}
            </Detail>
          )}
          {order.state !== 'CANCELLED' && order.state !== 'DELIVERED' && (
            <Detail label={t('orders.expected')}>{times.map((key) => t(key)).join(' ')}</Detail>
          )}
          {order.deliveredOn && <Detail label={t('orders.deliveredOn')}>{formatShortDate(order.deliveredOn, tag)}</Detail>}
        </Stack>
        {mayHoldCodes(order) && <RewardCodes order={order} />}
        {order.state === 'PLACED' && (
          <Button
            variant="default"
            w="fit-content"
            onClick={onCancel}
            aria-label={t('orders.cancelNamed', { orderId: order.orderId })}
            {...writeControl}
          >
            {t('orders.cancel')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
