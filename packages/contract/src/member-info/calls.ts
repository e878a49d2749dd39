import * as z from 'zod/mini';
import { ssoContactInfoSchema } from '../shared/sso-kinds';
import { idParamSchema, isoDateSchema, languageCodeSchema, localizedTextSchema, timestampSchema } from '../shared/common';
import { agreementSchema, memberAgreementSchema } from '../shared/agreement-kinds';
import { communicationPreferencesSchema } from '../shared/communication';
import { defineCall } from '../shared/define-call';
import { phoneTypeSchema } from '../shared/member-kinds';
import { memberAddressSchema } from '../shared/contact-details';
import { mfaTypeSchema } from '../shared/sign-in-kinds';

export const GENDERS = ['M', 'F'] as const;
export const genderSchema = z.enum(GENDERS);

export const INCENTIVE_STRATEGY_TYPES = ['COHORT', 'EMPLOYER_GROUP'] as const;

export const compliancePeriodSchema = z.object({
  id: z.int(),
  cohortIncentiveStrategyId: z.int(),
  cohortIncentiveStrategyType: z.enum(INCENTIVE_STRATEGY_TYPES),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  maxRewardAmount: z.number(),
});
export type CompliancePeriod = z.infer<typeof compliancePeriodSchema>;

export const memberCoverageSchema = z.object({
  id: z.int(),
  startDate: isoDateSchema,
  endDate: z.nullable(isoDateSchema),
  coverage: z.object({
    /** The health plan's own cohort code, as in its roster. */
    cohortId: z.string(),
    medicalPlan: z.object({ medicalContract: z.object({ code: z.string() }) }),
  }),
  compliancePeriods: z.array(compliancePeriodSchema),
});
export type MemberCoverage = z.infer<typeof memberCoverageSchema>;

export const memberEmailSchema = z.object({
  id: z.int(),
  address: z.string(),
  verified: z.boolean(),
});

export const memberPhoneSchema = z.object({
  id: z.int(),
  type: phoneTypeSchema,
  number: z.string(),
  primary: z.boolean(),
});

export const dependentSchema = z.object({
  id: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  memberCoverages: z.array(memberCoverageSchema),
});

export const memberInfoSchema = z.object({
  id: z.int(),
  username: z.nullable(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.nullable(genderSchema),
  age: z.int(),
  dob: isoDateSchema,
  email: z.nullable(z.string()),
  emails: z.array(memberEmailSchema),
  emailAddressVerifiedTsTz: z.nullable(timestampSchema),
  enrollmentEmail: z.nullable(z.string()),
  enrollmentEmailAddressVerifiedTsTz: z.nullable(timestampSchema),
  addresses: z.array(memberAddressSchema),
  phoneNumbers: z.array(memberPhoneSchema),
  client: z.object({ id: z.int() }),
  ethnography: z.nullable(z.string()),
  /** The legal guardian who registered the member and manages the account (decision 0026). */
  guardian: z.nullable(z.object({ firstName: z.string(), lastName: z.string() })),
  race: z.nullable(z.string()),
  dependents: z.array(dependentSchema),
  memberCoverages: z.array(memberCoverageSchema),
  lastLogin: z.nullable(z.object({ activityTs: timestampSchema })),
  mfaEnrolled: z.boolean(),
  mfaType: z.nullable(mfaTypeSchema),
  /** Null until the member has chosen (at registration or in notification settings). */
  communicationPreferences: z.nullable(communicationPreferencesSchema),
  preferredLanguageCd: z.nullable(languageCodeSchema),
  /** Disclaimers shown in the footer, in display order; empty unless the client has DISCLAIMER. */
  disclaimers: z.array(z.object({ id: z.int(), displayOrder: z.int(), title: localizedTextSchema })),
  /** The client's agreement catalog, the member's acceptances, and those due now (spec 000 renewal rules). */
  agreements: z.array(agreementSchema),
  memberAgreements: z.array(memberAgreementSchema),
  pendingAgreementIds: z.array(z.int()),
  /** Set when support staff are viewing this member's portal (spec 000: the session carries both). */
  impersonation: z.nullable(z.object({ adminUsername: z.string(), impersonatedMemberId: z.int() })),
  /** The member registered by single sign-on (spec 000: the SSO-registration flag). */
  ssoRegistration: z.boolean(),
  /** The contacts the plan has for a member of an SSO client, masked; null for other clients. */
  ssoContactInfo: z.nullable(ssoContactInfoSchema),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const getMemberInfoCall = defineCall({
  method: 'GET',
  path: '/v3/web/member/member-info',
  summary: 'The signed-in member, with contacts, coverages and dependents',
  access: 'member',
  query: z.object({ impersonatedMemberId: z.optional(idParamSchema) }),
  response: memberInfoSchema,
});

/**
 * Spec 000 section 7: the call registration makes once the account exists, with the tokens it
 * answered. Its answer is the member as registration left them, in member-info's shape (decision
 * 0052), so the portal opens on it without asking again.
 */
export const postRegisterMemberInfoCall = defineCall({
  method: 'GET',
  path: '/v3/web/member/post-register-member-info',
  summary: 'The member just registered, as member-info answers them',
  access: 'member',
  response: memberInfoSchema,
});
