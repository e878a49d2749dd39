import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The claims a plan's claims feed brought: evidence that a member received care. A claim id is
 * the plan's, once per client: the same claim sent again adds nothing (decision 0032). A claim is
 * saved once the completions it verifies are recorded, so a saved claim has been verified.
 *
 * Member-owned, but without the foreign keys of the other member-owned tables (decision 0036):
 * their check, row by row, was most of the cost of a million-line file. The feed resolves the
 * member in the statement that saves the claim, and deleting a member deletes their claims (a
 * trigger on `members`, migration 0013).
 */
export const claims = pgTable(
  'claims',
  {
    clientId: integer().notNull(),
    memberId: integer().notNull(),
    claimId: text().notNull(),
    serviceDate: date({ mode: 'string' }).notNull(),
    /** CPT and HCPCS codes as billed. */
    procedureCodes: text().array().notNull(),
    /** ICD-10-CM codes as billed. */
    diagnosisCodes: text().array().notNull(),
    importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The plan's claim id is the key (no surrogate id: nothing refers to a claim). No index by
  // member: only erasing a member reads their claims, and every index slows the feed.
  (table) => [primaryKey({ columns: [table.clientId, table.claimId] })],
);
