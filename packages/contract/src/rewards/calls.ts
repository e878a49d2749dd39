import * as z from 'zod/mini';
import { idParamSchema, isoDateSchema, timestampSchema } from '../shared/common';
import { currencySchema } from '../shared/currency';
import { defineCall } from '../shared/define-call';
import { autoRewardSchema } from './auto-reward-calls';
import { rewardItemSchema } from './redemption-calls';
import { rewardBoxSchema } from './reward-box-calls';

/**
 * Spec 001 section 3 "Rewards", the part members need to see what they earned: balances, what
 * expires when, and the history of every earning (redemption, catalog, reward boxes and automatic
 * rewards come with redemption). Every amount is whole minor units: cents for a dollars
 * programme, points for a points programme.
 */

/** Where the evidence of a completion came from (shown to members as "verified by"). */
export const EARNING_SOURCES = ['ATTESTATION', 'CLAIM', 'QUESTIONNAIRE', 'ARTICLE', 'PROFILE_UPDATE', 'STAFF', 'TRACKER'] as const;
export const earningSourceSchema = z.enum(EARNING_SOURCES);
export type EarningSource = z.infer<typeof earningSourceSchema>;

/** Why part of an earned reward was not issued: the cap it met. */
export const NOT_ISSUED_REASONS = ['YEARLY_MAXIMUM', 'PERIOD_MAXIMUM'] as const;
export const notIssuedReasonSchema = z.enum(NOT_ISSUED_REASONS);
export type NotIssuedReason = z.infer<typeof notIssuedReasonSchema>;

export const INCENTIVE_HISTORY_TYPES = ['REWARD', 'REDEEM', 'REFUND', 'EXPIRED', 'ADJUSTMENT'] as const;
export const incentiveHistoryTypeSchema = z.enum(INCENTIVE_HISTORY_TYPES);
export type IncentiveHistoryType = z.infer<typeof incentiveHistoryTypeSchema>;

/** A staff adjustment says why in words a person can read later. */
export const ADJUSTMENT_REASON_LENGTH = { min: 3, max: 500 } as const;

const amountSchema = z.int().check(z.gte(0));

export const rewardExpiringSchema = z.object({ amount: amountSchema, expiresOn: isoDateSchema });

export const pointSummarySchema = z.object({
  memberCoverageId: z.int(),
  availablePoints: amountSchema,
  /** The soonest day some of these points lapse; null when none expire. */
  expirationDate: z.nullable(isoDateSchema),
  cohortIncentiveStrategyId: z.nullable(z.int()),
  cohortIncentiveStrategyType: z.nullable(z.enum(['COHORT', 'EMPLOYER_GROUP'])),
  /** Everything ever issued to the coverage, spent and expired included. */
  totalPoints: amountSchema,
});
export type PointSummary = z.infer<typeof pointSummarySchema>;

export const incentiveHistoryEntrySchema = z.object({
  /** The ledger transaction's id; for an earning the caps left nothing of, the outcome's own id, negated. */
  id: z.int(),
  type: incentiveHistoryTypeSchema,
  /** What it did to the member's balance: positive for a reward, negative for an expiry, either for an adjustment. */
  amount: z.int(),
  effectiveDate: isoDateSchema,
  /** The last day an issued reward can be spent; null when it never expires or for other types. */
  endDate: z.nullable(isoDateSchema),
  strategyId: z.nullable(z.int()),
  healthActionId: z.nullable(z.int()),
  healthActionCd: z.nullable(z.string()),
  completionId: z.nullable(z.int()),
  /** The evidence the earning was verified by (REWARD only). */
  dataType: z.nullable(earningSourceSchema),
  lastIssuedDate: z.nullable(timestampSchema),
  /** The part of the earning the caps held back, and which cap (REWARD only). */
  notIssuedAmount: amountSchema,
  notIssuedReason: z.nullable(notIssuedReasonSchema),
  /** What the staff member wrote (ADJUSTMENT only). */
  reason: z.nullable(z.string()),
  /** The order a redemption paid for or a refund returned (REDEEM and REFUND only). */
  orderId: z.nullable(z.int()),
});
export type IncentiveHistoryEntry = z.infer<typeof incentiveHistoryEntrySchema>;

export const rewardsInitSchema = z.object({
  rewardType: currencySchema,
  /** The calendar year the yearly figures are for (the member's today). */
  year: z.int(),
  /** The most the member viewed may earn this year: the plan's yearly maximum, or their cohort's period maximum when lower. */
  yearlyMaximum: amountSchema,
  earnedThisYear: amountSchema,
  available: amountSchema,
  /** What lapses when, soonest first. */
  expiring: z.array(rewardExpiringSchema),
  pointSummaries: z.array(pointSummarySchema),
  /** Newest first. */
  incentivesHistory: z.array(incentiveHistoryEntrySchema),
  /** A subscriber's dependents with their own figures; empty for anyone else. */
  dependents: z.array(z.object({ memberId: z.int(), earnedThisYear: amountSchema, available: amountSchema })),
  /** What the programme's catalogs offer, each product variation once (spec 001 section 3). */
  rewardsAvailable: z.array(rewardItemSchema),
  /** The plan's reward boxes; empty unless the plan has REWARD_BOXES. */
  rewardBoxes: z.array(rewardBoxSchema),
  rewardsConfig: z.object({ hasBasket: z.boolean(), hasDirect: z.boolean() }),
  /** The automatic reward of the member viewed (spec 001); no choice when the plan has AUTO_REWARDS off. */
  autoReward: autoRewardSchema,
});
export type RewardsInit = z.infer<typeof rewardsInitSchema>;

export const getRewardsInitCall = defineCall({
  method: 'GET',
  path: '/v1/web/rewards/init',
  summary: "The member's rewards: balance, yearly maximum, what expires when, and the history of every earning",
  access: 'member',
  feature: 'REWARDS',
  query: z.object({
    impersonatedMemberId: z.optional(idParamSchema),
    /** A subscriber's own dependent, whose rewards to show instead (spec 001 section 6). */
    dependentId: z.optional(idParamSchema),
  }),
  response: rewardsInitSchema,
});

export const adjustRewardsCall = defineCall({
  method: 'POST',
  path: '/v1/staff/members/:memberId/rewards/adjustments',
  summary: "Adjust a member coverage's rewards balance, up or down, with a reason kept in the audit log (administrators)",
  access: 'staff-admin',
  params: z.object({ memberId: idParamSchema }),
  body: z.object({
    memberCoverageId: z.int().check(z.positive(), z.lte(2_147_483_647)),
    /** Cents or points to add (positive) or take away (negative); never zero. */
    amount: z.int().check(
      z.gte(-1_000_000_000),
      z.lte(1_000_000_000),
      z.refine((value) => value !== 0, 'must not be zero'),
    ),
    reason: z.string().check(z.trim(), z.minLength(ADJUSTMENT_REASON_LENGTH.min), z.maxLength(ADJUSTMENT_REASON_LENGTH.max)),
  }),
  response: z.object({
    transactionId: z.int(),
    memberCoverageId: z.int(),
    currency: currencySchema,
    /** The coverage's balance after the adjustment. */
    balance: amountSchema,
  }),
});
