import type { AutoReward, MemberInfo, RewardsInit } from '@portal/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { clientConfiguration, memberInfo } from '../../../test/fixtures';
import { renderInPortal } from '../../../test/render';
import { mailingAddress, pointSummary, rewardItem } from '../../../test/reward-fixtures';
import { CurrentPath, failure, stubServer, type StubAnswer } from '../../account/test/account-harness';
import { RequireAutoRewards } from '../require-rewards-feature';
import { AutoConfirmPage } from './auto-confirm-page';
import { AutoSetupPage } from './auto-setup-page';
import { AutoSplashPage } from './auto-splash-page';

const CARD = rewardItem({
  name: 'Pharmacy card',
  brand: 'Pharmacy',
  faceValue: 1000,
  redemptionAmount: 1000,
  imageUrl: '/images/pharmacy.png',
});
const BOTTLE = rewardItem({
  id: 2,
  productId: 2,
  type: 'MERCHANDISE',
  name: 'Water bottle',
  faceValue: null,
  redemptionAmount: 1500,
  deliveryForm: 'PHYSICAL',
});

const ACTIVE: AutoReward = {
  selected: {
    preferenceId: 77,
    memberId: 42,
    memberCoverageId: 8,
    incentiveProductId: CARD.id,
    deliveryForm: 'DIGITAL',
    item: CARD,
    emailTo: 'm***@example.org',
    activatedAt: '2026-11-20T10:00:00Z',
  },
  address: null,
};
const OFF: AutoReward = { selected: null, address: null };

function rewards(autoReward: AutoReward, overrides: Partial<RewardsInit> = {}): RewardsInit {
  return {
    rewardType: 'DOLLARS',
    year: 2026,
    yearlyMaximum: 25000,
    earnedThisYear: 1000,
    available: 1000,
    expiring: [],
    pointSummaries: [pointSummary(7, 500), pointSummary(8, 500)],
    incentivesHistory: [],
    dependents: [],
    rewardsAvailable: [CARD, BOTTLE],
    rewardBoxes: [],
    rewardsConfig: { hasBasket: true, hasDirect: false },
    autoReward,
    ...overrides,
  };
}

const MARIA: MemberInfo = memberInfo({
  emailAddressVerifiedTsTz: '2026-01-02T10:00:00Z',
  addresses: [mailingAddress()],
});

function open(
  path: string,
  answers: Record<string, StubAnswer | ((body: unknown) => StubAnswer)>,
  features: readonly string[] = ['REWARDS', 'AUTO_REWARDS'],
) {
  const server = stubServer(answers);
  renderInPortal(
    <Suspense fallback={<p>loading</p>}>
      <Routes>
        <Route element={<RequireAutoRewards />}>
          <Route path="/rewards/auto/splash" element={<AutoSplashPage />} />
          <Route path="/rewards/auto/setup" element={<AutoSetupPage />} />
          <Route path="/rewards/auto/confirm" element={<AutoConfirmPage />} />
        </Route>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </Suspense>,
    { member: MARIA, path, configuration: clientConfiguration({ features: [...features] as never }) },
  );
  return server;
}

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

describe('the automatic rewards splash page', () => {
  it('when off, says so and offers the set-up', async () => {
    open('/rewards/auto/splash', { 'GET /v1/web/rewards/init': { body: rewards(OFF) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Automatic rewards' })).toBeVisible();
    expect(screen.getByText('Automatic rewards are off.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Set up automatic rewards' })).toHaveAttribute('href', '/rewards/auto/setup');
  });

  it('sends a plan without AUTO_REWARDS back to /rewards', async () => {
    open('/rewards/auto/splash', { 'GET /v1/web/rewards/init': { body: rewards(OFF) } }, ['REWARDS']);
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/rewards'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Automatic rewards' })).toBeNull();
  });

  it('shows nothing to set up where the plan redeems elsewhere', async () => {
    open('/rewards/auto/splash', {
      'GET /v1/web/rewards/init': { body: rewards(OFF, { rewardsConfig: { hasBasket: false, hasDirect: false } }) },
    });
    expect(await screen.findByText(/handles redeeming rewards on its own site/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Set up automatic rewards' })).toBeNull();
  });

  it('asks before turning off, then turns off and reloads the rewards', async () => {
    const user = userEvent.setup();
    let current = ACTIVE;
    const server = open('/rewards/auto/splash', {
      'GET /v1/web/rewards/init': () => ({ body: rewards(current) }),
      'DELETE /v1/web/rewards/77': () => {
        current = OFF;
        return { body: { preferenceId: 77, deactivatedAt: '2026-11-24T10:00:00Z' } };
      },
    });
    expect(await screen.findByText('Pharmacy card (Sent by e-mail), $10 each')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change' })).toHaveAttribute('href', '/rewards/auto/setup');

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off automatic rewards?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep them on' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Automatic rewards are off.')).toBeVisible();
    expect(server.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(server.calls.filter((call) => call.path === '/v1/web/rewards/init').length).toBeGreaterThanOrEqual(2);
  });

  it('cannot be turned off, nor another item chosen, from the staff view', async () => {
    open('/rewards/auto/splash', { 'GET /v1/web/rewards/init': { body: rewards(ACTIVE) } });
    await screen.findByText('Automatic rewards are on.');
    act(() => sessionStore.set({ ...sessionStore.get()!, impersonation: { id: 'view', clientAbbreviation: 'HARBOR' } }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Turn off' })).toBeDisabled());
    cleanup();
    open('/rewards/auto/setup', { 'GET /v1/web/rewards/init': { body: rewards(ACTIVE) } });
    await screen.findByRole('radio', { name: 'Water bottle (Sent by post)' });
    act(() => sessionStore.set({ ...sessionStore.get()!, impersonation: { id: 'view', clientAbbreviation: 'HARBOR' } }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Water bottle (Sent by post)' })).toBeDisabled());
  });
});

describe('choosing an automatic reward', () => {
  it('offers the catalog, starts from the current choice, and goes on to confirm the one chosen', async () => {
    const user = userEvent.setup();
    open('/rewards/auto/setup', { 'GET /v1/web/rewards/init': { body: rewards(ACTIVE) } });
    expect(await screen.findByRole('radio', { name: 'Pharmacy card (Sent by e-mail)' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Water bottle (Sent by post)' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your automatic reward' })).toBeVisible();
    expect(screen.getByText('Water bottle (Sent by post), $15 each')).toBeVisible();
  });

  it('turns on a physical choice shipped to the chosen address, then shows the splash', async () => {
    const user = userEvent.setup();
    const server = open(`/rewards/auto/confirm?item=${BOTTLE.id}`, {
      'GET /v1/web/rewards/init': { body: rewards(OFF) },
      'POST /v2/web/rewards/setup': { body: ACTIVE },
    });
    expect(await screen.findByRole('radio', { name: /88 SE Ankeny St/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await screen.findByRole('heading', { level: 1, name: 'Automatic rewards' });
    const sent = server.calls.find((call) => call.path === '/v2/web/rewards/setup')!;
    expect(sent.body).toEqual({
      account: { member_id: MARIA.id, member_coverage_id: 8 },
      pool_incentive_preference: { incentive_product_id: BOTTLE.id, delivery_form: 'PHYSICAL', shipping_id: 3 },
    });
  });

  it("says what the server refused, in the member's language", async () => {
    const user = userEvent.setup();
    open(`/rewards/auto/confirm?item=${CARD.id}`, {
      'GET /v1/web/rewards/init': { body: rewards(OFF) },
      'POST /v2/web/rewards/setup': failure(422, 'EMAIL_NOT_VERIFIED'),
    });
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your automatic reward' })).toBeVisible();
  });

  it('without a choice, leads back to choosing', async () => {
    open('/rewards/auto/confirm?item=999', { 'GET /v1/web/rewards/init': { body: rewards(OFF) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a reward first.');
    expect(screen.getByRole('link', { name: 'Choose another reward' })).toHaveAttribute('href', '/rewards/auto/setup');
  });
});
