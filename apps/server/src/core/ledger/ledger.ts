import type { Currency, EarningSource, NotIssuedReason } from '@portal/contract';
import type { Database } from '../../db/database';
import type { RequestPlace } from '../../lib/staff-access';
import type { Redemption, RedemptionResult } from './redeem';

/**
 * The rewards ledger (DESIGN section 9, decision 0030): append-only, double-entry, integer cents
 * or points, per member coverage. Completions issue rewards through it; the rewards area reads
 * balances and history, posts staff adjustments, expires lots and checks its invariants.
 */
export type { EarningSource, NotIssuedReason };
export { createLedger } from './create-ledger';
export type { Redemption, RedemptionLine, RedemptionResult } from './redeem';

export interface RewardEarning {
  readonly clientId: number;
  readonly memberId: number;
  readonly memberCoverageId: number;
  readonly currency: Currency;
  /** The action's reward in cents or points, before caps. */
  readonly amount: number;
  /** `completion:<completionId>`: one reward per completion, ever. */
  readonly idempotencyKey: string;
  /** ISO date of the completion: its calendar year's maximum applies. */
  readonly earnedOn: string;
  /** Cents or points. */
  readonly yearlyMaximum: number;
  /** The compliance period the completion falls in. */
  readonly period: { readonly id: number; readonly maxRewardAmount: number } | null;
  /** ISO date the reward lapses (its last usable day), null = never. */
  readonly expiresOn: string | null;
  readonly source: EarningSource;
  readonly healthActionId: number;
  readonly healthActionCd: string;
  readonly completionId: number;
}

export interface RewardOutcome {
  /** Null when the caps left nothing to issue. */
  readonly transactionId: number | null;
  readonly issuedAmount: number;
  readonly notIssuedAmount: number;
  readonly notIssuedReason: NotIssuedReason | null;
  /** ISO timestamp. */
  readonly issuedAt: string;
}

export type CompletionRewardOutcome = RewardOutcome & { readonly expiresOn: string | null };

/** What one member coverage holds in one currency. */
export interface CoverageBalance {
  readonly memberCoverageId: number;
  readonly currency: Currency;
  readonly available: number;
  /** Everything ever issued to it (rewards and positive adjustments). */
  readonly totalIssued: number;
  /** Issued by rewards earned in today's calendar year. */
  readonly earnedThisYear: number;
  /** Usable lots that will lapse, by day, soonest first. */
  readonly expiring: readonly { readonly amount: number; readonly expiresOn: string }[];
}

export interface LedgerHistoryEntry {
  /** The transaction id, or the negated outcome id for an earning the caps left nothing of. */
  readonly id: number;
  readonly memberCoverageId: number;
  readonly type: 'REWARD' | 'REDEEM' | 'REFUND' | 'EXPIRED' | 'ADJUSTMENT';
  /** What it did to the coverage's balance. */
  readonly amount: number;
  readonly effectiveAt: string;
  readonly endDate: string | null;
  readonly compliancePeriodId: number | null;
  readonly healthActionId: number | null;
  readonly healthActionCd: string | null;
  readonly completionId: number | null;
  readonly source: EarningSource | null;
  readonly issuedAt: string | null;
  readonly notIssuedAmount: number;
  readonly notIssuedReason: NotIssuedReason | null;
  readonly reason: string | null;
  /** The order a redemption paid for or a refund returned. */
  readonly orderId: number | null;
}

export interface Adjustment {
  readonly clientId: number;
  readonly memberId: number;
  readonly memberCoverageId: number;
  readonly currency: Currency;
  /** Signed cents or points, never zero. */
  readonly amount: number;
  readonly reason: string;
  readonly staffId: number;
  /** The request that asked, for the audit row. */
  readonly place: RequestPlace;
}

export interface AdjustmentResult {
  readonly transactionId: number;
  readonly balance: number;
}

export interface ExpiryRun {
  readonly lotsExpired: number;
  readonly amountExpired: number;
}

export interface LedgerProblem {
  readonly invariant:
    'TRANSACTION_UNBALANCED' | 'BALANCE_MISMATCH' | 'ACCOUNT_NEGATIVE' | 'LOT_NEGATIVE' | 'ALLOCATION_EXCEEDS_LOT' | 'LOT_MISMATCH';
  readonly message: string;
}

export interface Ledger {
  /**
   * Idempotent by idempotencyKey (the same key answers the first outcome, even under 50 parallel calls).
   * Given `tx`, it runs inside that transaction (in a savepoint), so a batch commits or fails whole.
   */
  issueReward(earning: RewardEarning, options?: { readonly tx?: Database }): Promise<RewardOutcome>;
  /** Outcomes already recorded for these completion ids (for health-actions/init and the journey). */
  outcomesForCompletions(clientId: number, completionIds: readonly number[]): Promise<ReadonlyMap<number, CompletionRewardOutcome>>;
  /** Balances of these member coverages on `today` (the plan's date), with what each earned in its year. */
  balances(clientId: number, memberCoverageIds: readonly number[], today: string): Promise<CoverageBalance[]>;
  /** Every earning, expiry and adjustment of these member coverages, newest first. */
  history(clientId: number, memberCoverageIds: readonly number[]): Promise<LedgerHistoryEntry[]>;
  /** A staff adjustment (ADMIN only, checked by the caller); never takes a balance below zero. */
  adjust(adjustment: Adjustment): Promise<AdjustmentResult>;
  /**
   * A member's order from the catalog, paid from one coverage's balance (never below zero); the
   * same idempotency key answers the same order, even under parallel calls (decision 0037).
   */
  redeem(redemption: Redemption): Promise<RedemptionResult>;
  /** What an earlier request with the key answered, so a replay answers it before anything is checked again. */
  earlierRedemption(
    request: Pick<Redemption, 'clientId' | 'placedByMemberId' | 'idempotencyKey' | 'requestDigest'>,
  ): Promise<RedemptionResult | undefined>;
  /** Cancels a PLACED order: its total returns to the coverage, as the lots it drew on. */
  refund(order: { readonly clientId: number; readonly orderId: number }): Promise<{ readonly balance: number }>;
  /** Posts an EXPIRED entry for what is left of every lot past its last day; safe with several instances. */
  expireDueLots(now: Date): Promise<ExpiryRun>;
  /** Every broken invariant, optionally of one client only; empty when the ledger is sound. */
  verify(clientId?: number): Promise<LedgerProblem[]>;
}
