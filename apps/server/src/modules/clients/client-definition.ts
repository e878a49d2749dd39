import {
  codedLabelSchema,
  agreementRecurrenceSchema,
  agreementTypeSchema,
  clientConfigurationSchema,
  documentSlugSchema,
  isoDateSchema,
  languageCodeSchema,
  localizedTextSchema,
} from '@portal/contract';
import * as z from 'zod/mini';

const timeZoneSchema = z
  .string()
  .check(z.refine((zone) => zone === 'UTC' || Intl.supportedValuesOf('timeZone').includes(zone), 'must be an IANA time zone'));

/**
 * The code plans have used for a "prefer not to answer" entry. The portal offers its own
 * "Prefer not to say" (saved as no answer), so a list that carries one too shows members two
 * ways to decline: the lists hold answers only.
 */
export const DECLINE_CODE = 'DECLINED';

const answersSchema = z
  .array(codedLabelSchema)
  .check(
    z.refine(
      (answers) => !answers.some((answer) => answer.code === DECLINE_CODE),
      `must not list ${DECLINE_CODE}: the portal offers "Prefer not to say" itself`,
    ),
  );

/**
 * What an operator writes to set up a health plan (`portal client apply <file.json>`): the
 * configuration members' browsers read, plus cohorts with their compliance periods, legal
 * documents, disclaimers and the host names of the plan's portal.
 */
export const clientDefinitionSchema = z.extend(z.omit(clientConfigurationSchema, { id: true, singleSignOn: true }), {
  abbreviation: z.string().check(z.regex(/^[A-Z0-9]{2,20}$/, 'must be 2-20 capital letters or digits')),
  hostnames: z.array(z.string().check(z.minLength(1))),
  timeZone: timeZoneSchema,
  races: answersSchema,
  ethnicities: answersSchema,
  cohorts: z.array(
    z.object({
      code: z.string().check(z.minLength(1)),
      name: z.string().check(z.minLength(1)),
      compliancePeriods: z.array(
        z.object({
          strategyType: z.enum(['COHORT', 'EMPLOYER_GROUP']),
          startDate: isoDateSchema,
          endDate: isoDateSchema,
          maxRewardAmount: z.number().check(z.minimum(0)),
        }),
      ),
    }),
  ),
  documents: z.array(
    z.object({
      slug: documentSlugSchema,
      languageCd: languageCodeSchema,
      title: z.string().check(z.minLength(1)),
      body: z.string().check(z.minLength(1)),
    }),
  ),
  disclaimers: z.array(
    z.object({
      code: z.string().check(z.minLength(1)),
      displayOrder: z.int(),
      title: localizedTextSchema,
      body: localizedTextSchema,
      cohortCodes: z.nullable(z.array(z.string())),
    }),
  ),
  /** The agreements members accept: one per type, with its renewal rule (window dates for ANNUAL_WINDOW). */
  agreements: z._default(
    z.array(
      z.object({
        type: agreementTypeSchema,
        recurrenceType: agreementRecurrenceSchema,
        windowStart: z.nullable(isoDateSchema),
        windowEnd: z.nullable(isoDateSchema),
        document: z.nullable(documentSlugSchema),
      }),
    ),
    [],
  ),
});

export type ClientDefinition = z.infer<typeof clientDefinitionSchema>;
