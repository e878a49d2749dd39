import { date, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { memberOwned, memberOwnership } from './members';

/**
 * The claims a plan's claims feed brought: evidence that a member received care. A claim id is
 * the plan's, once per client: the same claim sent again adds nothing (decision 0032). A claim is
 * saved once the completions it verifies are recorded, so a saved claim has been verified.
 */
export const claims = pgTable(
  'claims',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned(),
    claimId: text().notNull(),
    serviceDate: date({ mode: 'string' }).notNull(),
    /** CPT and HCPCS codes as billed. */
    procedureCodes: text().array().notNull(),
    /** ICD-10-CM codes as billed. */
    diagnosisCodes: text().array().notNull(),
    importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // No index by member yet: nothing reads a member's claims, and every index slows the feed.
  (table) => [memberOwnership('claims', table), unique().on(table.clientId, table.claimId)],
);
