import * as z from 'zod/mini';

/**
 * Spec 001 section 3: the words a programme uses for its health actions. They live here because
 * the health-actions calls carry them as well as the plan's definition.
 */
export const HEALTH_ACTION_TYPES = [
  'COMPLETE_HEALTH_QUESTIONNAIRE',
  'HEALTH_PLAN_FEEDBACK_SURVEY',
  'EDUCATION_BUNDLE',
  'MEMBER_RECORDED_OUTCOMES_SURVEY',
  'MCD_ADULT_HEALTH_PLAN_FEEDBACK_SURVEY',
  'MCD_YOUTH_HEALTH_PLAN_FEEDBACK_SURVEY',
  'PCP_VISIT',
  'PROFILE_UPDATE',
  'PROVIDER_SURVEY',
  'SNS_SURVEY',
  'FMC',
  'PATIENT_ENGAGEMENT_SURVEY',
] as const;
export const healthActionTypeSchema = z.enum(HEALTH_ACTION_TYPES);
export type HealthActionType = z.infer<typeof healthActionTypeSchema>;

export const HEALTH_ACTION_CATEGORIES = [
  'ACCOUNT_ACTIVITY',
  'CHRONIC',
  'EDUCATION',
  'FITNESS',
  'HEALTH_OUTCOMES',
  'LEARN_AND_EARN',
  'PREVENTIVE',
] as const;
export const healthActionCategorySchema = z.enum(HEALTH_ACTION_CATEGORIES);
export type HealthActionCategory = z.infer<typeof healthActionCategorySchema>;

/** S simple, X complex, C compound (a container whose children are the actions to do). */
export const HEALTH_ACTION_COMPLEXITIES = ['S', 'X', 'C'] as const;
export const healthActionComplexitySchema = z.enum(HEALTH_ACTION_COMPLEXITIES);
export type HealthActionComplexity = z.infer<typeof healthActionComplexitySchema>;

export const HEALTH_ACTION_RECURRENCES = ['ONCE', 'ANNUAL_CALENDAR', 'ANNUAL_WINDOW'] as const;
export const healthActionRecurrenceSchema = z.enum(HEALTH_ACTION_RECURRENCES);
export type HealthActionRecurrence = z.infer<typeof healthActionRecurrenceSchema>;

export const LEARN_AND_EARN_KINDS = ['READ_ARTICLE', 'PROFILE_UPDATE'] as const;
export const learnAndEarnKindSchema = z.enum(LEARN_AND_EARN_KINDS);
export type LearnAndEarnKind = z.infer<typeof learnAndEarnKindSchema>;

/** The code systems of a claim line: procedures (CPT, HCPCS Level II) and diagnoses (ICD-10-CM). */
export const CLAIM_CODE_SYSTEMS = ['CPT', 'HCPCS', 'ICD10'] as const;
export const claimCodeSystemSchema = z.enum(CLAIM_CODE_SYSTEMS);
export type ClaimCodeSystem = z.infer<typeof claimCodeSystemSchema>;
