import * as z from 'zod/mini';
import { idParamSchema, isoDateSchema, timestampSchema } from '../shared/common';
import { currencySchema } from '../shared/currency';
import { defineCall } from '../shared/define-call';
import {
  healthActionCategorySchema,
  healthActionComplexitySchema,
  healthActionRecurrenceSchema,
  healthActionTypeSchema,
  learnAndEarnKindSchema,
} from '../shared/health-action-kinds';

// Areas of the contract do not import each other: member-info's strategy words, repeated.
const incentiveStrategySchema = z.enum(['COHORT', 'EMPLOYER_GROUP']);

/** Where the evidence of a completion came from: shown to members as "verified by" (the rewards area's earning sources). */
export const COMPLETION_SOURCES = ['ATTESTATION', 'CLAIM', 'QUESTIONNAIRE', 'ARTICLE', 'PROFILE_UPDATE', 'STAFF', 'TRACKER'] as const;
export const completionSourceSchema = z.enum(COMPLETION_SOURCES);
export type CompletionSource = z.infer<typeof completionSourceSchema>;

export const HEALTH_ACTION_STATES = ['INCOMPLETE', 'PENDING_VERIFICATION', 'COMPLETED'] as const;
export const healthActionStateSchema = z.enum(HEALTH_ACTION_STATES);

/**
 * Why an action is or is not open to a member today. OPEN: it can be done (and earns);
 * AWAITING_PLAN_DATA: the member said they did it and the plan's data has not confirmed it yet
 * (a corrected date can still be sent). The others
 * say why not: the coverage has ended, the member's cohort has no compliance period running, it is
 * done for this period, its next due date is later, a once-only action is done, or the member has
 * earned the yearly maximum (it can still be done, but earns nothing more this year).
 */
export const AVAILABILITY_REASONS = [
  'OPEN',
  'AWAITING_PLAN_DATA',
  'COVERAGE_ENDED',
  'NOT_IN_COHORT_PERIOD',
  'DONE_FOR_PERIOD',
  'NEXT_DUE_LATER',
  'ONCE_DONE',
  'YEARLY_MAXIMUM_REACHED',
] as const;
export const availabilityReasonSchema = z.enum(AVAILABILITY_REASONS);
export type AvailabilityReason = z.infer<typeof availabilityReasonSchema>;

/** The steps of an earning's journey, in the order they happen. */
export const JOURNEY_STEPS = ['DONE', 'WAITING_FOR_PLAN_DATA', 'VERIFIED', 'ISSUED', 'NOT_ISSUED', 'EXPIRING', 'EXPIRED'] as const;
export const journeyStepKindSchema = z.enum(JOURNEY_STEPS);
export type JourneyStepKind = z.infer<typeof journeyStepKindSchema>;

/** Why a step is as it is: waiting for the plan's claims, or nothing issued because of a cap or a refusal. */
export const JOURNEY_REASONS = ['CLAIMS_LAG', 'YEARLY_MAXIMUM', 'PERIOD_MAXIMUM', 'REFUSED'] as const;
export const journeyReasonSchema = z.enum(JOURNEY_REASONS);
export type JourneyReason = z.infer<typeof journeyReasonSchema>;

export const journeyStepSchema = z.object({
  step: journeyStepKindSchema,
  /** When the step happened (or happens, for EXPIRING); null while waiting. */
  date: z.nullable(isoDateSchema),
  /** WAITING_FOR_PLAN_DATA: the day the plan's data is expected by. */
  expectedBy: z.optional(isoDateSchema),
  /** VERIFIED: what verified it. */
  source: z.optional(completionSourceSchema),
  /** ISSUED, NOT_ISSUED, EXPIRING, EXPIRED: in cents or points. */
  amount: z.optional(z.int()),
  reason: z.optional(journeyReasonSchema),
});
export type JourneyStep = z.infer<typeof journeyStepSchema>;

export const memberAttestationSchema = z.object({
  id: z.int(),
  memberId: z.int(),
  completionDate: isoDateSchema,
  submittedAt: timestampSchema,
  /** Done, then waiting for the plan's data (or verified, when the attestation itself completes the action). */
  journey: z.array(journeyStepSchema),
});
export type MemberAttestation = z.infer<typeof memberAttestationSchema>;

export const completionRewardSchema = z.object({
  issuedAmount: z.int(),
  notIssuedAmount: z.int(),
  /** The cap that kept the rest back (the rewards area's not-issued reasons). */
  notIssuedReason: z.nullable(z.enum(['YEARLY_MAXIMUM', 'PERIOD_MAXIMUM'])),
  issuedAt: timestampSchema,
  expiresOn: z.nullable(isoDateSchema),
});

export const healthActionCompletionSchema = z.object({
  id: z.int(),
  completionDate: isoDateSchema,
  source: completionSourceSchema,
  /** A refused questionnaire: counts as done, earns nothing. */
  refused: z.boolean(),
  verifiedAt: timestampSchema,
  /** Null until the ledger has answered (or when a refusal earns nothing). */
  reward: z.nullable(completionRewardSchema),
  journey: z.array(journeyStepSchema),
});
export type HealthActionCompletionView = z.infer<typeof healthActionCompletionSchema>;

/** A compliance period of the member's cohort, amounts in cents or points. */
export const healthActionCompliancePeriodSchema = z.object({
  id: z.int(),
  cohortIncentiveStrategyId: z.int(),
  cohortIncentiveStrategyType: incentiveStrategySchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  maxRewardAmount: z.int(),
  isCompliant: z.boolean(),
});

export const availabilitySchema = z.object({ open: z.boolean(), reason: availabilityReasonSchema });
export type Availability = z.infer<typeof availabilitySchema>;

export const memberActionDataSchema = z.object({
  state: healthActionStateSchema,
  memberAttestations: z.array(memberAttestationSchema),
  articlesMarkedAsRead: z.array(z.object({ contentId: z.string(), readOn: isoDateSchema })),
  profileUpdated: z.boolean(),
  completions: z.array(healthActionCompletionSchema),
  compliancePeriods: z.array(healthActionCompliancePeriodSchema),
  /** The most this member can still earn for this action now, in cents or points. */
  maxEarnableIncentiveAmount: z.int(),
  /** Actions following the next-due-date rule: when it is due again; null otherwise or never done. */
  nextDueDate: z.nullable(isoDateSchema),
  availability: availabilitySchema,
});
export type MemberActionData = z.infer<typeof memberActionDataSchema>;

export const healthActionViewSchema = z.object({
  id: z.int(),
  code: z.string(),
  type: z.nullable(healthActionTypeSchema),
  category: healthActionCategorySchema,
  complexity: healthActionComplexitySchema,
  containerHealthActionId: z.nullable(z.int()),
  displayOrder: z.int(),
  recurrence: healthActionRecurrenceSchema,
  nextDueDateOffsetDayCount: z.nullable(z.int()),
  incentiveCatalogCd: z.nullable(z.string()),
  /** In cents or points (the programme's rewardType). */
  rewardAmount: z.int(),
  learnAndEarnKind: z.nullable(learnAndEarnKindSchema),
  /** The library article a READ_ARTICLE action asks the member to read (its learn-and-earn page's contentId). */
  articleContentId: z.nullable(z.string()),
  /** The plan's claims confirm it: an attestation waits for them. */
  verifiedByClaims: z.boolean(),
  /** A member may say they did it (the attestation form). */
  attestable: z.boolean(),
  /** Keyed by member id (as a string): the signed-in member and their own dependents only. */
  memberData: z.record(z.string(), memberActionDataSchema),
  toDoMembers: z.array(z.int()),
  pendingMembers: z.array(z.int()),
  completedMembers: z.array(z.int()),
  subscriberWasRewarded: z.boolean(),
  /** The subscriber's completions, newest first. */
  subscriberCompletions: z.array(healthActionCompletionSchema),
});
export type HealthActionView = z.infer<typeof healthActionViewSchema>;

export const healthActionsInitSchema = z.object({
  programme: z.object({
    rewardType: currencySchema,
    incentiveStrategy: incentiveStrategySchema,
    /** Cents or points a member coverage may earn in a calendar year. */
    yearlyMaximum: z.int(),
    /** Days the plan's claims take to reach the portal (the expected date of WAITING_FOR_PLAN_DATA). */
    claimsLagDays: z.int(),
  }),
  /** The signed-in member (subscriber: true when they hold the coverage) and their own dependents. */
  members: z.array(z.object({ id: z.int(), firstName: z.string(), lastName: z.string(), subscriber: z.boolean() })),
  healthActions: z.array(healthActionViewSchema),
  catalogs: z.array(z.object({ code: z.string(), healthActions: z.array(z.int()) })),
});
export type HealthActionsInit = z.infer<typeof healthActionsInitSchema>;

export const getHealthActionsInitCall = defineCall({
  method: 'GET',
  path: '/v3/web/health-actions/init',
  summary: "The plan's health actions with the member's and their dependents' progress, journeys and availability",
  access: 'member',
  query: z.object({ impersonatedMemberId: z.optional(idParamSchema) }),
  response: healthActionsInitSchema,
});

export const submitMemberAttestationCall = defineCall({
  method: 'POST',
  path: '/v2/web/health-actions/:healthActionId/member-attestation',
  summary: 'Say the member (or a dependent) did an action on a date; verified by claims or completing it, as the programme says',
  access: 'member',
  params: z.object({ healthActionId: idParamSchema }),
  body: z.object({ memberId: z.int().check(z.positive()), completionDate: isoDateSchema }),
  response: z.object({
    attestation: memberAttestationSchema,
    state: healthActionStateSchema,
  }),
});

export const REASONABLE_ALTERNATIVE_MESSAGE_MAX_LENGTH = 2000;

export const requestReasonableAlternativeCall = defineCall({
  method: 'POST',
  path: '/v1/web/health-actions/:healthActionId/reasonable-alternative',
  summary: "Ask the plan's support for a reasonable alternative to an action (sent to the plan's support contact)",
  access: 'member',
  params: z.object({ healthActionId: idParamSchema }),
  body: z.object({
    memberId: z.int().check(z.positive()),
    message: z.string().check(z.trim(), z.minLength(1), z.maxLength(REASONABLE_ALTERNATIVE_MESSAGE_MAX_LENGTH)),
    contactPhone: z.optional(z.string().check(z.maxLength(20))),
  }),
  response: z.object({ id: z.int(), submittedAt: timestampSchema }),
});
