import * as z from 'zod/mini';
import { languageCodeSchema, localizedTextSchema } from '../shared/common';
import { currencySchema } from '../shared/currency';
import { defineCall } from '../shared/define-call';
import { nonDiscriminationNoticeSchema } from '../shared/non-discrimination-notice';
import { FEATURE_FLAGS } from '../shared/features';
import { ssoProtocolSchema } from '../shared/sso-kinds';

export const supportContactSchema = z.object({
  phone: z.string(),
  secondaryPhone: z.nullable(z.string()),
  email: z.string(),
  hours: z.string(),
  emailSubject: z.string(),
  emailBody: z.string(),
});
export type SupportContact = z.infer<typeof supportContactSchema>;

export const contractSchema = z.object({
  codes: z.array(z.string()),
  logoUrl: z.nullable(z.string()),
  excludeLogoOnWebLogin: z.boolean(),
  excludeLogoOnMobileLogin: z.boolean(),
});

export const insuranceCardSchema = z.object({
  contractCode: z.string(),
  frontImageUrl: z.string(),
  backImageUrl: z.string(),
});

export const importantDocumentSchema = z.object({
  code: z.string(),
  title: localizedTextSchema,
  /** The public document page shows it at /public/privacy-document/{slug}. */
  documentSlug: z.string(),
});

export const codedLabelSchema = z.object({
  code: z.string(),
  label: localizedTextSchema,
});

export const clientConfigurationSchema = z.object({
  id: z.int(),
  abbreviation: z.string(),
  name: z.string(),
  title: z.string(),
  programmeId: z.string(),
  schema: z.string(),
  apiRoot: z.string(),
  storageRoot: z.string(),
  currency: currencySchema,
  features: z.array(z.enum(FEATURE_FLAGS)),
  languages: z.array(z.object({ code: languageCodeSchema, name: z.string() })),
  preferredLanguages: z.array(languageCodeSchema),
  supportContacts: z.partialRecord(languageCodeSchema, supportContactSchema),
  contracts: z.array(contractSchema),
  insuranceCards: z.array(insuranceCardSchema),
  lingo: z.object({ footerDisclaimer: localizedTextSchema }),
  /** Grace days after a coverage's end date during which it still counts as active. */
  termPeriodDayCount: z.int().check(z.minimum(0)),
  /** The plan's IANA time zone: its "today" (a tracker entry's latest day, decision 0042) is the date there. */
  timeZone: z.string(),
  loginMessage: localizedTextSchema,
  importantDocuments: z.array(importantDocumentSchema),
  defaultMedicalPlanTypeCd: z.string(),
  lineOfBusinessTypeCd: z.string(),
  races: z.array(codedLabelSchema),
  ethnicities: z.array(codedLabelSchema),
  /** The plan's identity provider, when its members may sign in through it. */
  singleSignOn: z.nullable(z.object({ protocol: ssoProtocolSchema })),
  /** The plan's Section 1557 notice (its state and civil rights contact); absent, the portal shows none. */
  nonDiscriminationNotice: z.optional(z.nullable(nonDiscriminationNoticeSchema)),
});
export type ClientConfiguration = z.infer<typeof clientConfigurationSchema>;

export const getClientConfigurationCall = defineCall({
  method: 'GET',
  path: '/v1/web/client/configuration',
  summary: 'Configuration of the health plan named by the client abbreviation header',
  access: 'public',
  response: clientConfigurationSchema,
});
