import type { RewardBox } from '@portal/contract';
import { availableBalances, balanceToUse, type BasketFunds, type CoverageBalance } from '@portal/domain';
import { useRewardsInit } from '../api/get-rewards-init';
import { localToday, useDependentId } from '../basket/redemption-context';

export interface BoxFunds {
  readonly dependentId: number | undefined;
  readonly rewardType: 'DOLLARS' | 'POINTS';
  readonly boxes: readonly RewardBox[];
  /** False where the plan redeems on its own site. */
  readonly redeemsHere: boolean;
  readonly funds: BasketFunds;
}

/** The boxes and the balances of whoever's rewards are being redeemed (the member's, or a dependent's). */
export function useBoxFunds(): BoxFunds {
  const dependentId = useDependentId();
  const rewards = useRewardsInit(dependentId);
  return {
    dependentId,
    rewardType: rewards.rewardType,
    boxes: rewards.rewardBoxes,
    redeemsHere: rewards.rewardsConfig.hasBasket,
    funds: { summaries: rewards.pointSummaries, today: localToday() },
  };
}

/** Spec 001: a box is paid from the smallest balance that covers it; null when none does. */
export function balanceFor(funds: BasketFunds, box: RewardBox): CoverageBalance | null {
  return balanceToUse(availableBalances(funds), box.redemptionAmount);
}
