import { date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { memberOwned, memberOwnership } from './members';

/**
 * The claims a plan's claims feed brought: evidence that a member received care. A claim id is
 * the plan's, once per client: the same claim sent again adds nothing (decision 0032).
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
    /**
     * When the claim was checked against the member's coverages and what it verifies was recorded;
     * null until then. An import that stopped between saving a claim and recording what it
     * verifies picks the claim up when the file is imported again.
     */
    checkedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    memberOwnership('claims', table),
    unique().on(table.clientId, table.claimId),
    index('claims_member_idx').on(table.memberId, table.serviceDate),
  ],
);
