import type { RewardsInit } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { healthActionView, healthActionsInit, memberActionData } from '../../test/health-action-fixtures';
import { balanceBreakdown } from './balance-breakdown';
import { rewardsInitOf } from '../../test/reward-fixtures';

const rewards = (overrides: Partial<RewardsInit> = {}): RewardsInit =>
  rewardsInitOf({ available: 4500, rewardsConfig: { hasBasket: false, hasDirect: true }, ...overrides });

const pending = (id: number, rewardAmount: number, maxEarnable = rewardAmount) =>
  healthActionView({
    id,
    rewardAmount,
    memberData: { '42': memberActionData({ state: 'PENDING_VERIFICATION', maxEarnableIncentiveAmount: maxEarnable }) },
  });

describe('the balance broken down', () => {
  it('puts this year against the maximum, with what is left and the share earned', () => {
    const breakdown = balanceBreakdown(rewards(), null, 42);
    expect(breakdown).toMatchObject({
      earnedThisYear: 6000,
      yearlyMaximum: 25000,
      leftThisYear: 19000,
      percentOfMaximum: 24,
      available: 4500,
    });
  });

  it("counts as pending the rewards of the member's actions awaiting the plan's check, each no more than it can still earn", () => {
    const actions = healthActionsInit({
      healthActions: [pending(101, 5000), pending(102, 2000, 500), healthActionView({ id: 103, rewardAmount: 9999 })],
    });
    expect(balanceBreakdown(rewards(), actions, 42).pending).toBe(5500);
    // Another member's waiting actions are not this member's pending rewards.
    expect(balanceBreakdown(rewards(), actions, 7).pending).toBe(0);
  });

  it('never shows more pending than the yearly maximum leaves room for', () => {
    const actions = healthActionsInit({ healthActions: [pending(101, 5000)] });
    expect(balanceBreakdown(rewards({ earnedThisYear: 23000 }), actions, 42).pending).toBe(2000);
    expect(balanceBreakdown(rewards({ earnedThisYear: 25000 }), actions, 42)).toMatchObject({
      pending: 0,
      leftThisYear: 0,
      percentOfMaximum: 100,
    });
  });

  it('lists what expires soonest first', () => {
    const breakdown = balanceBreakdown(
      rewards({
        expiring: [
          { amount: 300, expiresOn: '2027-06-30' },
          { amount: 200, expiresOn: '2027-01-31' },
        ],
      }),
      null,
      42,
    );
    expect(breakdown.expiring.map((lot) => lot.expiresOn)).toEqual(['2027-01-31', '2027-06-30']);
  });
});
