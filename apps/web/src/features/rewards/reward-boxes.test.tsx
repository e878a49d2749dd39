import type { MemberInfo, RewardBox, RewardsInit } from '@portal/contract';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { clientConfiguration, memberInfo } from '../../test/fixtures';
import { renderInPortal } from '../../test/render';
import { failure, stubServer, type StubAnswer } from '../account/test/account-harness';
import { RedeemPage } from './redeem-page';
import { RewardBoxConfirmationPage } from './reward-box-confirmation-page';
import { RewardBoxSuccessPage } from './reward-box-success-page';
import { RewardBoxesPage } from './reward-boxes-page';
import { RequireRewardBoxes } from './require-rewards-feature';
import { mailingAddress, pointSummary, rewardOrderOf, rewardsInitOf } from '../../test/reward-fixtures';

const box = (overrides: Partial<RewardBox>): RewardBox => ({
  id: 7001,
  code: 'FITNESS-STARTER',
  name: 'Fitness starter box',
  description: 'A jump rope and a water bottle.',
  redemptionAmount: 3000,
  imageUrl: '/rewards-catalog/fitness-starter-box.svg',
  ...overrides,
});
const FITNESS = box({});
const KITCHEN = box({ id: 7002, code: 'HEALTHY-KITCHEN', name: 'Healthy kitchen box', description: 'A steamer.', redemptionAmount: 6000 });

// $50 and $10: a $30 box is paid from the $50, the smallest balance that covers it.
const rewards = (overrides: Partial<RewardsInit> = {}): RewardsInit =>
  rewardsInitOf({ pointSummaries: [pointSummary(7, 5000), pointSummary(8, 1000)], rewardBoxes: [FITNESS, KITCHEN], ...overrides });

const MARIA: MemberInfo = memberInfo({
  addresses: [mailingAddress(), mailingAddress({ id: 4, streetAddr1: '1 Work Rd', city: 'Salem', zip: '97301', primary: false })],
});

function Where() {
  const location = useLocation();
  return <output data-testid="current-path">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

function open(path: string, options: { init?: RewardsInit; redeem?: StubAnswer; features?: string[]; member?: MemberInfo } = {}) {
  const server = stubServer({
    'GET /v1/web/rewards/init': { body: options.init ?? rewards() },
    'POST /v1/web/rewards/reward-boxes/redeem': options.redeem ?? { body: { order: rewardOrderOf({ orderId: 601 }), balance: 2000 } },
  });
  const features = options.features ?? ['REWARDS', 'REWARD_BOXES'];
  renderInPortal(
    <Suspense fallback={<p>loading</p>}>
      <Routes>
        <Route path="/rewards/redeem" element={<RedeemPage />} />
        <Route element={<RequireRewardBoxes />}>
          <Route path="/rewards/reward-boxes" element={<RewardBoxesPage />} />
          <Route path="/rewards/reward-boxes/confirmation" element={<RewardBoxConfirmationPage />} />
          <Route path="/rewards/reward-boxes/success" element={<RewardBoxSuccessPage />} />
        </Route>
        <Route path="*" element={<Where />} />
      </Routes>
    </Suspense>,
    { member: options.member ?? MARIA, path, configuration: clientConfiguration({ features: features as never }) },
  );
  return server;
}

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

describe('the reward boxes page', () => {
  it('lists each box with its image, name, what is in it and its price, and disables a box no balance covers, saying why', async () => {
    open('/rewards/reward-boxes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reward boxes' })).toBeVisible();
    const fitness = screen.getByRole('radio', { name: 'Fitness starter box' });
    expect(fitness).toBeEnabled();
    const card = fitness.closest('li')!;
    expect(card.querySelector('img')).toHaveAttribute('src', '/rewards-catalog/fitness-starter-box.svg');
    expect(within(card).getByText(/A jump rope and a water bottle\./)).toBeVisible();
    expect(within(card).getByText(/Price: \$30/)).toBeVisible();
    // $60 in all, but no one balance holds it.
    const kitchen = screen.getByRole('radio', { name: 'Healthy kitchen box' });
    expect(kitchen).toBeDisabled();
    expect(within(kitchen.closest('li')!).getByText(/Your balance does not cover this box\./)).toBeVisible();
  });

  it("says 'No reward box selected' and moves focus there when Continue is pressed with none chosen", async () => {
    const user = userEvent.setup();
    open('/rewards/reward-boxes');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No reward box selected');
    expect(alert).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Fitness starter box' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your reward box' })).toBeVisible();
  });

  it('sends a plan without REWARD_BOXES back to /rewards', async () => {
    open('/rewards/reward-boxes', { features: ['REWARDS'] });
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/rewards');
  });

  it('is linked from the redeem page only when the plan has boxes', async () => {
    open('/rewards/redeem');
    expect(await screen.findByRole('link', { name: 'Reward boxes' })).toHaveAttribute('href', '/rewards/reward-boxes');
    cleanup();
    open('/rewards/redeem', { init: rewards({ rewardBoxes: [] }) });
    await screen.findByRole('heading', { level: 1, name: 'Redeem your rewards' });
    expect(screen.queryByRole('link', { name: 'Reward boxes' })).toBeNull();
  });
});

describe('the reward box confirmation page', () => {
  it("says 'No reward box selected' when the address names no box the plan offers", async () => {
    open('/rewards/reward-boxes/confirmation?box=999');
    expect(await screen.findByRole('alert')).toHaveTextContent('No reward box selected');
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the reward boxes' })).toHaveAttribute('href', '/rewards/reward-boxes');
  });

  it('shows the balance paying and what remains, and places one box to the address chosen under one key', async () => {
    const user = userEvent.setup();
    const server = open('/rewards/reward-boxes/confirmation?box=7001');
    expect(await screen.findByRole('heading', { level: 2, name: 'Fitness starter box' })).toBeVisible();
    expect(screen.getByText('Paid from your balance of $50. $20 is left after this order.')).toBeVisible();
    expect(screen.getByRole('radio', { name: /88 SE Ankeny St/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /1 Work Rd/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your reward box is ordered' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the order' })).toHaveAttribute('href', '/rewards#order-601');
    const call = server.calls.find((recorded) => recorded.method === 'POST')!;
    expect(call.body).toEqual({
      account: { member_id: 42, member_coverage_id: 7 },
      address: 4,
      items: [{ reward_box_id: 7001, quantity: 1 }],
    });
    expect(call.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
  });

  it("shows the server's refusal in the member's words and sends the same key when tried again", async () => {
    const user = userEvent.setup();
    const server = open('/rewards/reward-boxes/confirmation?box=7001', { redeem: failure(422, 'NOT_ENOUGH_BALANCE') });
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your balance does not cover this order any more.');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('alert');
    const keys = server.calls.filter((recorded) => recorded.method === 'POST').map((recorded) => recorded.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('tells the member to call the plan to change an address when members may not edit theirs', async () => {
    open('/rewards/reward-boxes/confirmation?box=7001', { features: ['REWARDS', 'REWARD_BOXES', 'SUPPRESS_MEMBER_EDIT_ADDRESS'] });
    await screen.findByRole('heading', { level: 2, name: 'Fitness starter box' });
    expect(screen.queryByRole('link', { name: /address/i })).toBeNull();
    expect(screen.getByText(/call/i)).toBeVisible();
  });

  it('lets support staff viewing the portal see the order but not place it', async () => {
    open('/rewards/reward-boxes/confirmation?box=7001');
    const button = await screen.findByRole('button', { name: 'Place order' });
    act(() => sessionStore.set({ ...sessionStore.get()!, impersonation: { id: 'view-1', clientAbbreviation: 'HARBOR' } }));
    expect(button).toBeDisabled();
  });

  it('cannot place an order no balance covers', async () => {
    open('/rewards/reward-boxes/confirmation?box=7002');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your balance does not cover this box.');
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });
});

describe('the reward box success page', () => {
  it('says the order is placed and links to it among the orders on /rewards', async () => {
    open('/rewards/reward-boxes/success?order=601');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your reward box is ordered' })).toBeVisible();
    expect(screen.getByText(/Order 601 is placed/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the order' })).toHaveAttribute('href', '/rewards#order-601');
  });

  it('says nothing was placed when it names no order', async () => {
    open('/rewards/reward-boxes/success');
    expect(await screen.findByText('No reward box order was placed.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'See the order' })).toBeNull();
  });
});
