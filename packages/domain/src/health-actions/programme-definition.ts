import {
  claimCodeSystemSchema,
  contentIdSchema,
  currencySchema,
  deliveryFormSchema,
  healthActionCategorySchema,
  healthActionComplexitySchema,
  healthActionRecurrenceSchema,
  healthActionTypeSchema,
  INCENTIVE_STRATEGY_TYPES,
  isoDateSchema,
  learnAndEarnKindSchema,
  localizedTextSchema,
  rewardItemTypeSchema,
} from '@portal/contract';
import * as z from 'zod/mini';
import { CLAIM_CODE_RULES, isClaimCode } from './claim-codes';
import { trackerGoalSchema } from './tracker-goal';

/**
 * The most a plan may move a next due date from the anniversary of the last completion, either
 * way: a year. Beyond it "once a year" would no longer mean anything.
 */
export const MAX_DUE_DATE_OFFSET_DAYS = 365;

/** Claims reach a plan's data within weeks; a lag beyond a year would promise members nothing. */
export const MAX_CLAIMS_LAG_DAYS = 365;
/** What most plans' claims take to arrive when a definition does not say (a month and a half). */
export const DEFAULT_CLAIMS_LAG_DAYS = 45;

/** Amounts are whole minor units: cents for a dollars plan, points for a points plan. */
const amountSchema = z.int().check(z.minimum(0, 'must be zero or more (whole cents or points)'));
const idSchema = z.int().check(z.positive('must be a positive whole number'));
const codeSchema = z.string().check(z.regex(/^[A-Z][A-Z0-9_-]{0,63}$/, 'must be 1-64 capital letters, digits, dashes or underscores'));

export const verifyingClaimCodeSchema = z.strictObject({ system: claimCodeSystemSchema, code: z.string() }).check(
  z.superRefine((value, context) => {
    if (!isClaimCode(value.system, value.code)) {
      context.addIssue({
        code: 'custom',
        path: ['code'],
        message: `${value.code} is not well formed: ${CLAIM_CODE_RULES[value.system]}`,
        input: value.code,
      });
    }
  }),
);

/** One health action as a plan declares it (spec 001 section 3). */
export const healthActionDefinitionSchema = z.strictObject({
  id: idSchema,
  code: codeSchema,
  /** Null for an action with no behaviour of its own beyond its code (a flu shot, a screening). */
  type: z._default(z.nullable(healthActionTypeSchema), null),
  category: healthActionCategorySchema,
  complexity: healthActionComplexitySchema,
  /** The compound action this one is a child of. */
  containerHealthActionId: z._default(z.nullable(idSchema), null),
  displayOrder: z.int().check(z.minimum(0, 'must be zero or more')),
  recurrence: healthActionRecurrenceSchema,
  /** Days added to "last completion plus one year" to make the next due date; null when the action follows compliance periods. */
  nextDueDateOffsetDayCount: z._default(
    z.nullable(
      z
        .int()
        .check(
          z.minimum(-MAX_DUE_DATE_OFFSET_DAYS, `must be ${-MAX_DUE_DATE_OFFSET_DAYS} days or more`),
          z.maximum(MAX_DUE_DATE_OFFSET_DAYS, `must be ${MAX_DUE_DATE_OFFSET_DAYS} days or fewer`),
        ),
    ),
    null,
  ),
  incentiveCatalogCd: z._default(z.nullable(codeSchema), null),
  rewardAmount: amountSchema,
  learnAndEarnKind: z._default(z.nullable(learnAndEarnKindSchema), null),
  /** The library article (its contentId) a READ_ARTICLE action asks the member to read; reading it completes the action. */
  articleContentId: z._default(z.nullable(contentIdSchema), null),
  /** Claim codes any one of which, on a claim inside an active coverage, verifies a completion. */
  verifyingClaimCodes: z._default(z.array(verifyingClaimCodeSchema), []),
  /**
   * A member may say they did it (the attestation form). With verifying claim codes the word
   * waits for a claim to confirm it; without, the plan takes the member's word and it completes.
   */
  attestable: z._default(z.boolean(), false),
  /** A tracker the member completes it with by recording it on enough days of the period (decision 0047). */
  trackerGoal: z._default(z.nullable(trackerGoalSchema), null),
});
export type HealthActionDefinition = z.infer<typeof healthActionDefinitionSchema>;

export const programmeCompliancePeriodSchema = z.strictObject({
  id: idSchema,
  cohortIncentiveStrategyId: idSchema,
  cohortIncentiveStrategyType: z.enum(INCENTIVE_STRATEGY_TYPES),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  maxRewardAmount: amountSchema,
});
export type ProgrammeCompliancePeriod = z.infer<typeof programmeCompliancePeriodSchema>;

export const programmeCohortSchema = z.strictObject({
  /** The plan's own cohort code, as its roster names it. */
  code: codeSchema,
  compliancePeriods: z.array(programmeCompliancePeriodSchema),
});
export type ProgrammeCohort = z.infer<typeof programmeCohortSchema>;

/** One form a product is redeemed in: the id a redemption names, and what it takes from the balance. */
export const productVariationSchema = z.strictObject({
  id: idSchema,
  deliveryForm: deliveryFormSchema,
  /** Cents or points. */
  redemptionAmount: z.int().check(z.positive('must be a positive whole number (cents or points)')),
});
export type ProductVariation = z.infer<typeof productVariationSchema>;

/**
 * A product a catalog offers (spec 001 section 3). A gift card carries its face value in cents
 * (what it is worth at the shop, whatever the programme's currency); merchandise has none. The
 * checks across products (unique ids, face values by type, one variation per delivery form) are
 * in programme-references.ts, so that each is named with the others.
 */
export const catalogProductSchema = z.strictObject({
  productId: idSchema,
  type: rewardItemTypeSchema,
  brand: z.string().check(z.minLength(1, 'is required')),
  /** The product's name by language; English is required and the fallback. */
  names: localizedTextSchema,
  faceValue: z._default(z.nullable(amountSchema), null),
  /** A file of the portal's catalog images (`/rewards-catalog/<image>`). */
  image: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,99}\.(svg|png|jpg)$/, 'must be a file name like brand-card.svg')),
  variations: z.array(productVariationSchema).check(z.minLength(1, 'needs at least one variation')),
});
export type CatalogProduct = z.infer<typeof catalogProductSchema>;

export const incentiveCatalogSchema = z.strictObject({
  /** What health actions name in incentiveCatalogCd. */
  code: codeSchema,
  items: z.array(catalogProductSchema),
});
export type IncentiveCatalog = z.infer<typeof incentiveCatalogSchema>;

/**
 * A reward box (spec 001 section 3): a box of wellness goods the plan ships, redeemed whole, one
 * at a time. Unique ids and codes and the English texts are checked in programme-references.ts.
 */
export const rewardBoxDefinitionSchema = z.strictObject({
  /** What a redemption names. */
  id: idSchema,
  code: codeSchema,
  /** The box's name by language; English is required and the fallback. */
  names: localizedTextSchema,
  /** What is in the box, by language; English is required and the fallback. */
  descriptions: localizedTextSchema,
  /** Cents or points. */
  redemptionAmount: z.int().check(z.positive('must be a positive whole number (cents or points)')),
  /** A file of the portal's reward images (`/rewards-catalog/<image>`). */
  image: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,99}\.(svg|png|jpg)$/, 'must be a file name like fitness-box.svg')),
});
export type RewardBoxDefinition = z.infer<typeof rewardBoxDefinitionSchema>;

/**
 * What a health plan's rewards programme is made of, as its definition file declares it. Unknown
 * keys are refused: a misspelt rule in a file that pays members must not be silently dropped.
 */
export const programmeDefinitionSchema = z.strictObject({
  rewardType: currencySchema,
  /** Spec 001: one switch chooses whether rewards follow the member's cohort or employer group. */
  incentiveStrategy: z.enum(INCENTIVE_STRATEGY_TYPES),
  /** The most one member coverage may earn in a calendar year, in cents or points. */
  yearlyMaximum: amountSchema,
  healthActions: z.array(healthActionDefinitionSchema),
  cohorts: z.array(programmeCohortSchema),
  /** Days the plan's claims take to reach the portal: a member waiting on one is told to expect it by then. */
  claimsLagDays: z._default(
    z.int().check(z.minimum(0, 'must be zero or more'), z.maximum(MAX_CLAIMS_LAG_DAYS, `must be ${MAX_CLAIMS_LAG_DAYS} days or fewer`)),
    DEFAULT_CLAIMS_LAG_DAYS,
  ),
  /** Days an issued reward stays usable; null: it never expires. */
  rewardLifetimeDays: z._default(z.nullable(z.int().check(z.positive('must be a positive whole number'))), null),
  /** What members redeem their rewards for; none: the programme offers no redemption here. */
  incentiveCatalogs: z._default(z.array(incentiveCatalogSchema), []),
  /** The boxes members may redeem when the plan has REWARD_BOXES. */
  rewardBoxes: z._default(z.array(rewardBoxDefinitionSchema), []),
});
export type ProgrammeDefinition = z.infer<typeof programmeDefinitionSchema>;
