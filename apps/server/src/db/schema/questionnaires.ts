import type { QuestionnaireType, ScoreKind, RiskLevel, HraRiskType } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { memberOwned, memberOwnership } from './members';

/**
 * A plan's questionnaire as it was loaded (decision 0040): the FHIR document itself, kept for the
 * export, and the definition the domain parsed from it, which the portal runs. Loading a new
 * version makes it the active one of its type and keeps the old ones: their responses still
 * resolve to the questions they answered.
 */
export const questionnaireDefinitions = pgTable(
  'questionnaire_definitions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    type: text().$type<QuestionnaireType>().notNull(),
    version: text().notNull(),
    fhir: jsonb().$type<Record<string, unknown>>().notNull(),
    definition: jsonb().$type<Record<string, unknown>>().notNull(),
    active: boolean().notNull(),
    loadedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    unique('questionnaire_definitions_version').on(table.clientId, table.type, table.version),
    // A response names its definition with its client, so it can never point into another plan.
    unique('questionnaire_definitions_client_key').on(table.clientId, table.id),
    uniqueIndex('questionnaire_definitions_one_active')
      .on(table.clientId, table.type)
      .where(sql`${table.active}`),
  ],
);

export type QuestionnaireResponseStatus = 'STARTED' | 'COMPLETED' | 'REFUSED';

/** A score as computed when the attempt was finished; its title is read from the definition in the member's language. */
export interface StoredScore {
  readonly code: string;
  readonly kind: ScoreKind;
  readonly value: number | null;
  readonly band: string | null;
  readonly level: RiskLevel | null;
  readonly risk: HraRiskType | null;
}

/**
 * One attempt of a member at a questionnaire (decision 0040, "A member's response"). `type` is
 * its definition's, kept here so that "the member's latest of a type" reads one index.
 * `linkExpiresAt` is set when the attempt was made for a signed survey link: only such an
 * attempt is reachable without signing in.
 */
export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned(),
    definitionId: integer().notNull(),
    type: text().$type<QuestionnaireType>().notNull(),
    status: text().$type<QuestionnaireResponseStatus>().notNull(),
    /** Question id to the answer's values. */
    answers: jsonb().$type<Record<string, string[]>>().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
    scores: jsonb().$type<StoredScore[]>(),
    linkExpiresAt: timestamp({ withTimezone: true }),
    /**
     * When the finished attempt's health-action completion was recorded (or found to be none):
     * null on a finished attempt until then, so the job records what a failed call left undone.
     */
    completionRecordedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    memberOwnership('questionnaire_responses', table),
    foreignKey({
      name: 'questionnaire_responses_definition_fk',
      columns: [table.clientId, table.definitionId],
      foreignColumns: [questionnaireDefinitions.clientId, questionnaireDefinitions.id],
    }),
    index('questionnaire_responses_member_type_idx').on(table.memberId, table.type, table.id),
    index('questionnaire_responses_definition_idx').on(table.definitionId),
    index('questionnaire_responses_unrecorded_idx')
      .on(table.finishedAt)
      .where(sql`${table.finishedAt} is not null and ${table.completionRecordedAt} is null`),
    check('questionnaire_responses_status', sql`${table.status} in ('STARTED', 'COMPLETED', 'REFUSED')`),
    check('questionnaire_responses_finished', sql`(${table.status} = 'STARTED') = (${table.finishedAt} is null)`),
  ],
);
