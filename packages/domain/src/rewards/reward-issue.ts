import { requireMinorUnits } from './minor-units';

/**
 * DESIGN section 9: a verified completion issues its reward once, capped by the yearly maximum
 * and by its compliance period's maxRewardAmount. Amounts are whole minor units: cents for a
 * dollars plan, points for a points plan, so capping is exact to the cent.
 */
export type RewardNotIssuedReason = 'YEARLY_MAXIMUM_REACHED' | 'PERIOD_MAXIMUM_REACHED';

export interface RewardLimits {
  /** What the action pays. */
  readonly rewardAmount: number;
  readonly yearlyMaximum: number;
  /** Issued to the member coverage so far this calendar year. */
  readonly issuedThisYear: number;
  readonly periodMaximum: number;
  /** Issued to the member coverage so far in the completion's compliance period. */
  readonly issuedThisPeriod: number;
}

export interface RewardIssue {
  readonly issue: number;
  readonly notIssued: number;
  /** Why part (or all) of the reward was not issued; null when all of it was. */
  readonly reason: RewardNotIssuedReason | null;
}

/**
 * What to issue for a verified completion and what not, with why. When both caps hold it back,
 * the reason names the one leaving less room; when they leave the same room, the yearly maximum,
 * the figure the member is told ("earn up to $250 this year").
 */
export function rewardToIssue(limits: RewardLimits): RewardIssue {
  for (const [name, value] of Object.entries(limits)) requireMinorUnits(name, value as number);
  const yearRoom = Math.max(0, limits.yearlyMaximum - limits.issuedThisYear);
  const periodRoom = Math.max(0, limits.periodMaximum - limits.issuedThisPeriod);
  const issue = Math.min(limits.rewardAmount, yearRoom, periodRoom);
  const notIssued = limits.rewardAmount - issue;
  if (notIssued === 0) return { issue, notIssued, reason: null };
  return { issue, notIssued, reason: periodRoom < yearRoom ? 'PERIOD_MAXIMUM_REACHED' : 'YEARLY_MAXIMUM_REACHED' };
}
