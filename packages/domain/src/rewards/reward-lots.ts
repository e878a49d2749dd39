import { addDays } from '../shared/calendar-date';
import { requireMinorUnits } from './minor-units';

/**
 * DESIGN section 9: earned rewards are lots that may expire; a spend (a redemption) draws on the
 * lots usable that day, soonest to expire first (then oldest earned, then as given), and what
 * is left of a lot past its last usable day expires with an explicit entry. With one expiry
 * term for every lot this is oldest first.
 */
export interface RewardLot<Id = number> {
  readonly id: Id;
  readonly amount: number;
  readonly earnedOn: string;
  /** The last day the lot can be spent; null when it never expires. */
  readonly expiresOn: string | null;
}

export interface RewardSpend<Id = number> {
  readonly id: Id;
  readonly amount: number;
  readonly spentOn: string;
}

export interface LotDraw<LotId, SpendId> {
  readonly spendId: SpendId;
  readonly lotId: LotId;
  readonly amount: number;
}

export interface LotExpiry<LotId> {
  readonly lotId: LotId;
  readonly amount: number;
  /** The first day the remainder is gone: the day after the lot's last usable day. */
  readonly expiredOn: string;
}

export interface LotsOutcome<LotId, SpendId> {
  readonly draws: LotDraw<LotId, SpendId>[];
  readonly expiries: LotExpiry<LotId>[];
  /** What each lot still holds for spending today, in the order the lots were given. */
  readonly remaining: { readonly lotId: LotId; readonly amount: number }[];
  /** Spends the usable lots could not cover: the ledger must never let one happen. */
  readonly uncovered: { readonly spendId: SpendId; readonly amount: number }[];
}

const NEVER = '9999-12-31';

function usableOn(lot: RewardLot<unknown>, day: string): boolean {
  return lot.earnedOn <= day && (lot.expiresOn === null || day <= lot.expiresOn);
}

/** Draws every spend from the lots, in date order, then expires what is left of lots past their day by `today`. */
export function allocateLots<LotId, SpendId>(
  lots: readonly RewardLot<LotId>[],
  spends: readonly RewardSpend<SpendId>[],
  today: string,
): LotsOutcome<LotId, SpendId> {
  for (const lot of lots) requireMinorUnits(`lot ${String(lot.id)}`, lot.amount);
  for (const spend of spends) requireMinorUnits(`spend ${String(spend.id)}`, spend.amount);
  const left = lots.map((lot) => lot.amount);
  const order = lots
    .map((lot, index) => ({ lot, index }))
    .sort((a, b) => {
      const byExpiry = (a.lot.expiresOn ?? NEVER).localeCompare(b.lot.expiresOn ?? NEVER);
      return byExpiry !== 0 ? byExpiry : a.lot.earnedOn.localeCompare(b.lot.earnedOn) || a.index - b.index;
    });
  const inDateOrder = spends
    .map((spend, index) => ({ spend, index }))
    .sort((a, b) => a.spend.spentOn.localeCompare(b.spend.spentOn) || a.index - b.index);
  const draws: LotDraw<LotId, SpendId>[] = [];
  const uncovered: { spendId: SpendId; amount: number }[] = [];
  for (const { spend } of inDateOrder) {
    let owed = spend.amount;
    for (const { lot, index } of order) {
      if (owed === 0) break;
      const available = left[index] ?? 0;
      if (available === 0 || !usableOn(lot, spend.spentOn)) continue;
      const amount = Math.min(owed, available);
      left[index] = available - amount;
      owed -= amount;
      draws.push({ spendId: spend.id, lotId: lot.id, amount });
    }
    if (owed > 0) uncovered.push({ spendId: spend.id, amount: owed });
  }
  const expiries: LotExpiry<LotId>[] = [];
  lots.forEach((lot, index) => {
    const amount = left[index] ?? 0;
    if (lot.expiresOn === null || lot.expiresOn >= today || amount === 0) return;
    expiries.push({ lotId: lot.id, amount, expiredOn: addDays(lot.expiresOn, 1) });
    left[index] = 0;
  });
  return { draws, expiries, remaining: lots.map((lot, index) => ({ lotId: lot.id, amount: left[index] ?? 0 })), uncovered };
}
