import type { MemberInfo, RewardsInit } from '@portal/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { clientConfiguration, memberInfo } from '../../test/fixtures';
import { renderInPortal } from '../../test/render';
import { mailingAddress, pointSummary, rewardItem } from '../../test/reward-fixtures';
import { addressOf, CurrentPath, failure, stubServer, type StubAnswer } from '../account/test/account-harness';
import { forgetBaskets } from './basket/basket-store';
import { localToday } from './basket/redemption-context';
import { ConfirmationPage } from './confirmation-page';
import { RedeemPage } from './redeem-page';
import { SuccessPage } from './success-page';
import { digitalOrder } from './test/reward-order-fixture';

const item = rewardItem;

const GROCERY = item({});
const BLENDER = item({
  id: 2,
  productId: 2,
  type: 'MERCHANDISE',
  name: 'Blender',
  brand: 'Kitchen',
  faceValue: null,
  redemptionAmount: 6000,
  deliveryForm: 'PHYSICAL',
});

function rewards(overrides: Partial<RewardsInit> = {}): RewardsInit {
  return {
    rewardType: 'DOLLARS',
    year: 2026,
    yearlyMaximum: 25000,
    earnedThisYear: 6000,
    available: 6000,
    expiring: [],
    pointSummaries: [pointSummary(7, 5000), pointSummary(8, 1000)],
    incentivesHistory: [],
    dependents: [],
    rewardsAvailable: [GROCERY, BLENDER],
    rewardBoxes: [],
    rewardsConfig: { hasBasket: true, hasDirect: false },
    autoReward: { selected: null, address: null },
    ...overrides,
  };
}

const coverage = (id: number) => ({
  id,
  startDate: '2020-01-01',
  endDate: null,
  coverage: { cohortId: 'C1', medicalPlan: { medicalContract: { code: 'HMO' } } },
  compliancePeriods: [],
});

const MARIA: MemberInfo = memberInfo({
  emailAddressVerifiedTsTz: '2026-01-02T10:00:00Z',
  memberCoverages: [coverage(7), coverage(8)],
  addresses: [mailingAddress()],
});

const order = digitalOrder;

function open(
  path: string,
  options: { init?: RewardsInit; member?: MemberInfo; redeem?: StubAnswer | ((body: unknown) => StubAnswer); features?: string[] } = {},
) {
  const server = stubServer({
    'GET /v1/web/rewards/init': { body: options.init ?? rewards() },
    'POST /v3/web/rewards/redeem': options.redeem ?? { body: { order: order(), balance: 2500 } },
  });
  const configuration = clientConfiguration(options.features ? { features: options.features as never } : {});
  renderInPortal(
    <Suspense fallback={<p>loading</p>}>
      <Routes>
        <Route path="/rewards/redeem" element={<RedeemPage />} />
        <Route path="/rewards/confirmation" element={<ConfirmationPage />} />
        <Route path="/rewards/success" element={<SuccessPage />} />
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </Suspense>,
    { member: options.member ?? MARIA, path, configuration },
  );
  return server;
}

const basketRegion = () => screen.getByRole('region', { name: 'Your basket' });

beforeEach(() => {
  sessionStorage.clear();
  forgetBaskets();
});

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

describe('the redeem page', () => {
  it('lists each reward as a card with its image, value, price and delivery form', async () => {
    open('/rewards/redeem');
    expect(await screen.findByRole('heading', { level: 1, name: 'Redeem your rewards' })).toBeVisible();
    const card = screen.getByRole('heading', { level: 3, name: 'Grocery card $25' }).closest('li')!;
    expect(within(card).getByRole('img', { name: 'Grocery card $25' })).toHaveAttribute('src', '/images/grocery.png');
    expect(within(card).getByText('Card value: $25')).toBeVisible();
    expect(within(card).getByText('Price: $25')).toBeVisible();
    expect(within(card).getByText('Sent by e-mail')).toBeVisible();
  });

  it('with two coverages lists only what the largest balance can pay for; with one coverage, everything', async () => {
    open('/rewards/redeem');
    await screen.findByRole('heading', { level: 1, name: 'Redeem your rewards' });
    expect(screen.queryByRole('heading', { level: 3, name: 'Blender' })).toBeNull();
    cleanup();
    open('/rewards/redeem', { member: { ...MARIA, memberCoverages: [coverage(7)] } });
    expect(await screen.findByRole('heading', { level: 3, name: 'Blender' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add Blender (Sent by post) to basket' })).toBeDisabled();
  });

  it('adding takes from the balance, removing gives it back, and a reset empties the basket', async () => {
    const user = userEvent.setup();
    open('/rewards/redeem');
    await screen.findByRole('heading', { level: 1, name: 'Redeem your rewards' });
    expect(within(basketRegion()).getByText('Left after this basket: $60')).toBeVisible();
    expect(within(basketRegion()).getByRole('button', { name: 'Continue' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add Grocery card $25 (Sent by e-mail) to basket' }));
    await user.click(screen.getByRole('button', { name: 'One more Grocery card $25 (Sent by e-mail)' }));
    expect(screen.getByText('Quantity: 2')).toBeVisible();
    expect(within(basketRegion()).getByText('Total: $50')).toBeVisible();
    expect(within(basketRegion()).getByText('Left after this basket: $10')).toBeVisible();
    // $10 left in all: a third one does not fit any balance.
    expect(screen.getByRole('button', { name: 'One more Grocery card $25 (Sent by e-mail)' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'One fewer Grocery card $25 (Sent by e-mail)' }));
    expect(within(basketRegion()).getByText('Left after this basket: $35')).toBeVisible();

    await user.click(within(basketRegion()).getByRole('button', { name: 'Empty the basket' }));
    expect(within(basketRegion()).getByText('Your basket is empty.')).toBeVisible();
    expect(within(basketRegion()).getByText('Left after this basket: $60')).toBeVisible();
  });

  it('keeps the basket over a reload of the page', async () => {
    const user = userEvent.setup();
    open('/rewards/redeem');
    await user.click(await screen.findByRole('button', { name: 'Add Grocery card $25 (Sent by e-mail) to basket' }));
    cleanup();
    forgetBaskets();
    open('/rewards/redeem');
    expect(await screen.findByText('Quantity: 1')).toBeVisible();
  });

  it("offers a subscriber their dependents' balances, and loads the one chosen", async () => {
    const user = userEvent.setup();
    const server = open('/rewards/redeem', {
      init: rewards({ dependents: [{ memberId: 77, earnedThisYear: 0, available: 0 }] }),
      member: { ...MARIA, dependents: [{ id: 77, firstName: 'Sofia', lastName: 'Lopez', memberCoverages: [coverage(9)] }] },
    });
    const chooser = await screen.findByRole('radiogroup', { name: 'Whose rewards to redeem' });
    expect(within(chooser).getByRole('radio', { name: 'Mine' })).toBeChecked();
    await user.click(within(chooser).getByRole('radio', { name: 'Sofia' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Sofia' })).toBeChecked());
    const asked = server.fetch.mock.calls.map(([input]) => addressOf(input));
    expect(asked.some((address) => address.endsWith('/v1/web/rewards/init?dependentId=77'))).toBe(true);
  });

  it('says redemption happens elsewhere, with no basket, when the plan redeems outside the portal', async () => {
    open('/rewards/redeem', { init: rewards({ rewardsConfig: { hasBasket: false, hasDirect: false } }) });
    expect(await screen.findByText(/handles redeeming rewards on its own site/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your basket' })).toBeNull();
  });
});

async function fillBasket(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.click(await screen.findByRole('button', { name: 'Add Grocery card $25 (Sent by e-mail) to basket' }));
  await user.click(within(basketRegion()).getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 1, name: 'Confirm your order' });
}

describe('the confirmation page', () => {
  it("refuses an empty basket with the spec's 'Empty cart' error", async () => {
    open('/rewards/confirmation');
    expect(await screen.findByRole('alert')).toHaveTextContent('Empty cart');
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the basket' })).toHaveAttribute('href', '/rewards/redeem');
  });

  it('sends the same Idempotency-Key again when the first attempt got no answer, then shows the order and empties the basket', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const server = open('/rewards/redeem', {
      redeem: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return { body: { order: order(), balance: 2500 } };
      },
    });
    await fillBasket(user);
    expect(screen.getByText('Total: $25')).toBeVisible();
    expect(screen.getByText('Your balance after this order: $35')).toBeVisible();
    expect(screen.getByText('We will e-mail them to maria@example.org.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you! Your order is placed' })).toBeVisible();

    const sent = server.calls.filter((call) => call.path === '/v3/web/rewards/redeem');
    expect(sent).toHaveLength(2);
    const key = sent[0]!.headers['idempotency-key'];
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(sent[1]!.headers['idempotency-key']).toBe(key);
    expect(sent[0]!.body).toEqual({
      account: { member_id: 42, member_coverage_id: 7 },
      items: [{ incentive_product_variation_id: 1, quantity: 1, delivery_form: 'DIGITAL', shipping_id: null }],
    });

    expect(screen.getByText('E-mailed within 24 hours.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/rewards#rewards-orders');
    cleanup();
    open('/rewards/redeem');
    expect(await screen.findByText('Your basket is empty.')).toBeVisible();
  });

  it("shows the server's refusal in the member's words and keeps the basket", async () => {
    const user = userEvent.setup();
    open('/rewards/redeem', { redeem: failure(422, 'NOT_ENOUGH_BALANCE') });
    await fillBasket(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your balance does not cover this order any more.');
    expect(screen.getByText('Grocery card $25 (Sent by e-mail), quantity 1')).toBeVisible();
  });

  it('makes a new key when the server says the old one stood for another basket', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const server = open('/rewards/redeem', {
      redeem: () => {
        attempts += 1;
        return attempts === 1 ? failure(422, 'IDEMPOTENCY_KEY_REUSED') : { body: { order: order(), balance: 2500 } };
      },
    });
    await fillBasket(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order was already sent with different contents.');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you! Your order is placed' });
    const [first, second] = server.calls.filter((call) => call.path === '/v3/web/rewards/redeem');
    expect(second!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
  });

  it('asks to verify the e-mail address before digital rewards, with a link to where that is done', async () => {
    const user = userEvent.setup();
    open('/rewards/redeem', { member: { ...MARIA, emailAddressVerifiedTsTz: null } });
    await fillBasket(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Your e-mail address is not verified yet.');
    expect(screen.getByRole('link', { name: 'Verify your e-mail address' })).toHaveAttribute(
      'href',
      '/rewards/email-verification?back=%2Frewards%2Fconfirmation',
    );
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  it('sends physical rewards to the chosen address, and under SUPPRESS_MEMBER_EDIT_ADDRESS says to call the plan', async () => {
    const user = userEvent.setup();
    const server = open('/rewards/redeem', {
      member: { ...MARIA, memberCoverages: [coverage(7)] },
      init: rewards({ pointSummaries: [{ ...rewards().pointSummaries[0]!, availablePoints: 9000 }] }),
      features: ['REWARDS', 'SUPPRESS_MEMBER_EDIT_ADDRESS'],
    });
    await user.click(await screen.findByRole('button', { name: 'Add Blender (Sent by post) to basket' }));
    await user.click(within(basketRegion()).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('radio', { name: '88 SE Ankeny St, Portland, OR 97214' })).toBeChecked();
    expect(screen.getByText('To change your address, call Harbor Health Plan at 1-800-555-0134.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Change your address' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you! Your order is placed' });
    const sent = server.calls.find((call) => call.path === '/v3/web/rewards/redeem')!;
    expect((sent.body as { items: { shipping_id: number }[] }).items[0]!.shipping_id).toBe(3);
  });
});

describe('the day the expiry days are compared with', () => {
  it("is the member's own calendar day", () => {
    expect(localToday(new Date(2026, 10, 4, 23, 30))).toBe('2026-11-04');
  });
});
