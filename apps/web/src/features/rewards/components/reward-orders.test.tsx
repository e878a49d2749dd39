import type { RewardOrder } from '@portal/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { memberInfo } from '../../../test/fixtures';
import { renderInPortal } from '../../../test/render';
import { stubServer } from '../../account/test/account-harness';
import { digitalOrder } from '../test/reward-order-fixture';
import { RewardOrders } from './reward-orders';

const order = (overrides: Partial<RewardOrder>): RewardOrder =>
  digitalOrder({
    total: 6000,
    lines: [
      {
        incentiveProductVariationId: 2,
        type: 'MERCHANDISE',
        name: 'Blender',
        brand: 'Kitchen',
        faceValue: null,
        deliveryForm: 'PHYSICAL',
        quantity: 1,
        unitAmount: 6000,
      },
    ],
    shippingAddress: { name: null, streetAddr1: '88 SE Ankeny St', streetAddr2: null, city: 'Portland', state: 'OR', zip: '97214' },
    emailTo: null,
    ...overrides,
  });

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

describe("the member's orders", () => {
  it('show state, date, lines, address, shipper, tracking as a link and when to expect them', async () => {
    stubServer({
      'GET /v1/web/rewards/orders': {
        body: {
          orders: [
            order({
              orderId: 502,
              state: 'SHIPPED',
              shipper: 'UPS',
              trackingNumber: '1Z999',
              trackingUrl: 'https://www.ups.com/track?tracknum=1Z999',
            }),
            order({
              orderId: 501,
              state: 'EMAILED',
              shippingAddress: null,
              emailTo: 'm***@example.org',
              lines: [{ ...order({}).lines[0]!, type: 'GIFT_CARD', name: 'Grocery card $25', deliveryForm: 'DIGITAL' }],
            }),
          ],
        },
      },
    });
    renderInPortal(
      <Suspense fallback={<p>loading</p>}>
        <RewardOrders />
      </Suspense>,
      { member: memberInfo() },
    );
    const shipped = (await screen.findByRole('heading', { level: 3, name: 'Order 502' })).closest('li')!;
    expect(within(shipped).getByText('Shipped')).toBeVisible();
    expect(within(shipped).getByText('Placed on 11/24/2026, $60')).toBeVisible();
    expect(within(shipped).getByText('Blender (Sent by post), quantity 1')).toBeVisible();
    expect(within(shipped).getByText('88 SE Ankeny St, Portland, OR 97214')).toBeVisible();
    expect(within(shipped).getByText('UPS')).toBeVisible();
    expect(within(shipped).getByRole('link', { name: '1Z999' })).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999');
    expect(within(shipped).getByText('Arrives in 1 to 3 weeks.')).toBeVisible();
    expect(within(shipped).queryByRole('button', { name: /Cancel/ })).toBeNull();
    const emailed = screen.getByRole('heading', { level: 3, name: 'Order 501' }).closest('li')!;
    expect(within(emailed).getByText('m***@example.org')).toBeVisible();
    expect(within(emailed).getByText('E-mailed within 24 hours.')).toBeVisible();
  });

  it('cancels a placed order after the member confirms, and loads the orders again', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const server = stubServer({
      'GET /v1/web/rewards/orders': () => ({ body: { orders: [order({ state: cancelled ? 'CANCELLED' : 'PLACED' })] } }),
      'POST /v1/web/rewards/orders/501/cancel': () => {
        cancelled = true;
        return { body: { order: order({ state: 'CANCELLED' }), balance: 6000 } };
      },
    });
    renderInPortal(
      <Suspense fallback={<p>loading</p>}>
        <RewardOrders />
      </Suspense>,
      { member: memberInfo() },
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel order 501' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order 501?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel order 501' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel order 501?' })).getByRole('button', { name: 'Yes, cancel it' }),
    );
    expect(await screen.findByText('Cancelled')).toBeVisible();
    expect(server.calls.filter((call) => call.path === '/v1/web/rewards/orders/501/cancel')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cancel order 501' })).toBeNull();
  });
});
