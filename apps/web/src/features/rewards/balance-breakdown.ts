import type { HealthActionsInit, RewardsInit } from '@portal/contract';
import { percentComplete } from '@portal/domain';

export interface BalanceBreakdown {
  /** Issued this calendar year, against the yearly maximum. */
  readonly earnedThisYear: number;
  readonly yearlyMaximum: number;
  readonly percentOfMaximum: number;
  /** What can still be earned this year before the maximum. */
  readonly leftThisYear: number;
  /** What actions waiting for the plan's check would pay, as far as the maximum leaves room. */
  readonly pending: number;
  /** What can be spent now. */
  readonly available: number;
  /** What lapses when, soonest first. */
  readonly expiring: RewardsInit['expiring'];
}

/**
 * The member's balance broken down: earned this year against the maximum, pending (the rewards
 * of actions done and awaiting the plan's check, never more than the room left under the
 * maximum), available now, and what expires when.
 */
export function balanceBreakdown(rewards: RewardsInit, actions: HealthActionsInit | null, memberId: number): BalanceBreakdown {
  const leftThisYear = Math.max(0, rewards.yearlyMaximum - rewards.earnedThisYear);
  let waiting = 0;
  for (const action of actions?.healthActions ?? []) {
    const data = action.memberData[String(memberId)];
    if (data?.state === 'PENDING_VERIFICATION') waiting += Math.min(action.rewardAmount, data.maxEarnableIncentiveAmount);
  }
  return {
    earnedThisYear: rewards.earnedThisYear,
    yearlyMaximum: rewards.yearlyMaximum,
    percentOfMaximum: percentComplete(rewards.earnedThisYear, rewards.yearlyMaximum),
    leftThisYear,
    pending: Math.min(waiting, leftThisYear),
    available: rewards.available,
    expiring: [...rewards.expiring].sort((a, b) => a.expiresOn.localeCompare(b.expiresOn)),
  };
}
