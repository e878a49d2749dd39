import type { RewardsInit } from '@portal/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { memberInfo } from '../../test/fixtures';
import { healthActionsInit, healthActionView } from '../../test/health-action-fixtures';
import { renderInPortal } from '../../test/render';
import { stubServer } from '../account/test/account-harness';
import { HowItWorksPage } from './how-it-works-page';
import { RewardsPage } from './rewards-page';
import { earningActions, soonestExpiry } from './points-guide';

const summary = (memberCoverageId: number, availablePoints: number, expirationDate: string | null) => ({
  memberCoverageId,
  availablePoints,
  expirationDate,
  cohortIncentiveStrategyId: null,
  cohortIncentiveStrategyType: null,
  totalPoints: availablePoints,
});

function rewards(overrides: Partial<RewardsInit> = {}): RewardsInit {
  return {
    rewardType: 'POINTS',
    year: 2026,
    yearlyMaximum: 30000,
    earnedThisYear: 1000,
    available: 1000,
    expiring: [],
    pointSummaries: [summary(7, 600, '2027-03-31'), summary(8, 400, '2026-12-31')],
    incentivesHistory: [],
    dependents: [],
    rewardsAvailable: [],
    rewardBoxes: [],
    rewardsConfig: { hasBasket: true, hasDirect: false },
    autoReward: { selected: null, address: null },
    ...overrides,
  };
}

const ACTIONS = healthActionsInit({
  programme: { rewardType: 'POINTS', incentiveStrategy: 'COHORT', yearlyMaximum: 30000, claimsLagDays: 45 },
  healthActions: [
    healthActionView({ id: 102, code: 'FLU_SHOT', displayOrder: 2, rewardAmount: 1500 }),
    healthActionView({ id: 101, code: 'ANNUAL_CHECKUP', displayOrder: 1, rewardAmount: 5000 }),
    // A step of a compound action and an action that pays nothing are not listed on their own.
    healthActionView({ id: 103, code: 'FLU_SHOT', containerHealthActionId: 101, rewardAmount: 700 }),
    healthActionView({ id: 104, code: 'ANNUAL_CHECKUP', rewardAmount: 0 }),
  ],
});

function open(init: RewardsInit, path = '/rewards/how-it-works') {
  stubServer({
    'GET /v1/web/rewards/init': { body: init },
    'GET /v3/web/health-actions/init': { body: ACTIONS },
    'GET /v1/web/rewards/orders': { body: { orders: [] } },
  });
  renderInPortal(
    <Suspense fallback={<p>loading</p>}>
      <Routes>
        <Route path="/rewards/how-it-works" element={<HowItWorksPage />} />
        <Route path="/rewards" element={<RewardsPage />} />
      </Routes>
    </Suspense>,
    { member: memberInfo(), path },
  );
}

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

describe('the points how-it-works page', () => {
  it("explains earning, keeping, spending and delivery with the programme's own figures", async () => {
    open(rewards());
    expect(await screen.findByRole('heading', { level: 1, name: 'How points work' })).toBeVisible();
    const earning = screen.getByRole('region', { name: 'Earning points' });
    expect(
      within(earning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Annual checkup: 5,000 points', 'Flu shot: 1,500 points']);
    expect(within(earning).getByText('You can earn up to 30,000 points in 2026.')).toBeVisible();
    const keeping = screen.getByRole('region', { name: 'Keeping your points' });
    expect(within(keeping).getByText('Points do not last forever. Your first points expire on Thursday, December 31, 2026.')).toBeVisible();
    const spending = screen.getByRole('region', { name: 'Spending your points' });
    expect(within(spending).getByRole('link', { name: 'Redeem your rewards' })).toHaveAttribute('href', '/rewards/redeem');
    const delivery = screen.getByRole('region', { name: 'When your rewards arrive' });
    expect(within(delivery).getByText('Digital gift cards: E-mailed within 24 hours.')).toBeVisible();
    expect(within(delivery).getByText('Merchandise: Arrives in 1 to 3 weeks.')).toBeVisible();
  });

  it('says when no points are set to expire', async () => {
    open(rewards({ pointSummaries: [summary(7, 600, null)] }));
    expect(await screen.findByText('Points can expire, but none of yours are set to expire now.')).toBeVisible();
  });

  it('sends a dollars programme back to /rewards', async () => {
    open(rewards({ rewardType: 'DOLLARS' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1, name: 'How points work' })).toBeNull();
  });

  it('is linked from the rewards page of a points programme only', async () => {
    open(rewards(), '/rewards');
    expect(await screen.findByRole('link', { name: 'How points work' })).toHaveAttribute('href', '/rewards/how-it-works');
    cleanup();
    open(rewards({ rewardType: 'DOLLARS' }), '/rewards');
    await screen.findByRole('heading', { level: 1, name: 'Rewards' });
    expect(screen.queryByRole('link', { name: 'How points work' })).toBeNull();
  });
});

describe('the figures the page reads', () => {
  it('takes the soonest expiry of the coverages that still hold points', () => {
    expect(soonestExpiry([summary(7, 600, '2027-03-31'), summary(8, 0, '2026-01-31'), summary(9, 5, '2026-12-31')])).toBe('2026-12-31');
    expect(soonestExpiry([summary(7, 600, null)])).toBeNull();
  });

  it('lists no actions when the plan runs none', () => {
    expect(earningActions(null)).toEqual([]);
  });
});
