import { requireMinorUnits } from './minor-units';

/** What one member coverage holds, as the ledger answers it. */
export interface CoverageRewards {
  readonly available: number;
  readonly earnedThisYear: number;
  readonly expiring: readonly { readonly amount: number; readonly expiresOn: string }[];
}

export interface RewardsSummary {
  readonly available: number;
  readonly earnedThisYear: number;
  /** What lapses when, one line per day, soonest first. */
  readonly expiring: { amount: number; expiresOn: string }[];
}

/**
 * A member's rewards across their coverages: one balance, one figure earned this year (the
 * yearly maximum is per coverage, so a member who changed coverage may show more than it), and
 * what lapses on each day with the coverages' amounts added together.
 */
export function rewardsSummary(coverages: readonly CoverageRewards[]): RewardsSummary {
  const byDay = new Map<string, number>();
  let available = 0;
  let earnedThisYear = 0;
  for (const coverage of coverages) {
    requireMinorUnits('available', coverage.available);
    requireMinorUnits('earnedThisYear', coverage.earnedThisYear);
    available += coverage.available;
    earnedThisYear += coverage.earnedThisYear;
    for (const lot of coverage.expiring) {
      requireMinorUnits(`expiring on ${lot.expiresOn}`, lot.amount);
      if (lot.amount > 0) byDay.set(lot.expiresOn, (byDay.get(lot.expiresOn) ?? 0) + lot.amount);
    }
  }
  const expiring = [...byDay].sort(([a], [b]) => a.localeCompare(b)).map(([expiresOn, amount]) => ({ amount, expiresOn }));
  return { available, earnedThisYear, expiring };
}
