import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * A counter per household (a subscriber and their dependents, named by the subscriber's member id)
 * that the database moves on, in the same transaction, whenever something a household's answers
 * are built from changes: its members, coverages, completions, attestations, activities, reward
 * issues and ledger accounts (triggers of migration 0012). Answers kept by revision are
 * therefore never older than what they describe (decision 0035). No row means revision 0.
 */
export const householdRevisions = pgTable('household_revisions', {
  householdId: integer().primaryKey(),
  revision: bigint({ mode: 'number' }).notNull(),
});
