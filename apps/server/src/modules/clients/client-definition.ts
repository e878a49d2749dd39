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
import type { ProgrammeDefinition } from '@portal/domain';
import * as z from 'zod/mini';
import { programmeHostOf, readClientProgramme } from './client-programme';

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
      /** A plan without a programme only; one with a programme declares them in `programme.cohorts`. */
      compliancePeriods: z._default(
        z.array(
          z.object({
            strategyType: z.enum(['COHORT', 'EMPLOYER_GROUP']),
            startDate: isoDateSchema,
            endDate: isoDateSchema,
            maxRewardAmount: z.number().check(z.minimum(0)),
          }),
        ),
        [],
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
  /** The plan's rewards programme (read by `readClientProgramme`, decision 0031); absent, the plan runs none. */
  programme: z.optional(z.unknown()),
});

/** A definition read whole: its programme parsed and checked against the rest. */
export type ClientDefinition = Omit<z.infer<typeof clientDefinitionSchema>, 'programme'> & {
  readonly programme: ProgrammeDefinition | null;
};

export type ClientDefinitionResult =
  { readonly ok: true; readonly definition: ClientDefinition } | { readonly ok: false; readonly problems: readonly string[] };

/** Reads a definition all or nothing, naming every problem (`path: message`) of its shape and of its programme. */
export function validateClientDefinition(raw: unknown): ClientDefinitionResult {
  const parsed = clientDefinitionSchema.safeParse(raw);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue: { path: PropertyKey[]; message: string }) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
  // The programme is checked against the file as it came, so a file with other faults has its programme's named too.
  const loose = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const programme = readClientProgramme(loose.programme, programmeHostOf(loose));
  if (!programme.ok) problems.push(...programme.problems);
  if (!parsed.success || !programme.ok || problems.length > 0) return { ok: false, problems };
  return { ok: true, definition: { ...parsed.data, programme: programme.programme } };
}
