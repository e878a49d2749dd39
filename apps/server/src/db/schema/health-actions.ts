import type { EarningSource } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { memberCoverages, memberOwned, memberOwnership, members } from './members';

/**
 * What the ledger is asked to issue for a completion, kept with it so that a retry (the job that
 * finishes what a crash interrupted) asks for exactly the same earning.
 */
export interface StoredEarning {
  readonly memberCoverageId: number;
  readonly currency: 'DOLLARS' | 'POINTS';
  readonly amount: number;
  readonly yearlyMaximum: number;
  readonly period: { readonly id: number; readonly maxRewardAmount: number } | null;
  readonly expiresOn: string | null;
  readonly healthActionCd: string;
}

/** A member's word that they (or their dependent) did an action on a day (spec 001: the attestation form). */
export const memberAttestations = pgTable(
  'member_attestations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned(),
    healthActionId: integer().notNull(),
    completionDate: date({ mode: 'string' }).notNull(),
    /** The signed-in member who gave it: the member or the subscriber, for a dependent. */
    submittedByMemberId: integer()
      .notNull()
      .references(() => members.id),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [memberOwnership('member_attestations', table), unique().on(table.memberId, table.healthActionId, table.completionDate)],
);

/**
 * A verified completion of a health action: one per piece of evidence (a claim, a questionnaire,
 * an attestation the plan accepts, a profile update), whatever arrives twice.
 */
export const memberCompletions = pgTable(
  'member_completions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned(),
    healthActionId: integer().notNull(),
    completionDate: date({ mode: 'string' }).notNull(),
    source: text().$type<EarningSource>().notNull(),
    sourceRef: text().notNull(),
    refused: boolean().notNull().default(false),
    memberCoverageId: integer()
      .notNull()
      .references(() => memberCoverages.id),
    /** Null when nothing is to be issued (a refusal, an action that pays nothing). */
    earning: jsonb().$type<StoredEarning>(),
    recordedAt: timestamp({ withTimezone: true }).notNull(),
    /** When the ledger answered for it; null until then. */
    rewardSettledAt: timestamp({ withTimezone: true }),
    /** When the job may next try to issue it: the call that recorded it gets the first go. */
    rewardAttemptAfter: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    memberOwnership('member_completions', table),
    unique('member_completions_evidence_key').on(table.clientId, table.memberId, table.healthActionId, table.source, table.sourceRef),
    index('member_completions_member_idx').on(table.memberId, table.healthActionId),
    index('member_completions_unsettled_idx')
      .on(table.rewardAttemptAfter)
      .where(sql`${table.rewardSettledAt} is null`),
  ],
);

/** A member's request for a reasonable alternative to an action, sent to the plan's support. */
export const reasonableAlternativeRequests = pgTable(
  'reasonable_alternative_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned(),
    healthActionId: integer().notNull(),
    requestedByMemberId: integer()
      .notNull()
      .references(() => members.id),
    message: text().notNull(),
    contactPhone: text(),
    /** The support address it was sent to. */
    sentTo: text().notNull(),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [memberOwnership('reasonable_alternative_requests', table), index('reasonable_alternative_member_idx').on(table.memberId)],
);
