import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { memberOwned, memberOwnership } from './members';

/** Where a fill came from: the plan's pharmacy claims file, or a FHIR bundle of its Patient Access API. */
export const PRESCRIPTION_SOURCES = ['PHARMACY_FEED', 'FHIR'] as const;
export type PrescriptionSource = (typeof PRESCRIPTION_SOURCES)[number];

/**
 * A member's prescription fills, as the plan's data brought them. Unique by member, source and the
 * source's own id (a FHIR resource's, or a claim line's contents, decision 0052), so a file or a
 * bundle read twice adds nothing. Fills go with their member if the member is ever removed.
 */
export const prescriptionFills = pgTable(
  'prescription_fills',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned('cascade'),
    /** 10 or 11 digits, no hyphens (decision 0052). */
    ndc: text().notNull(),
    drugName: text().notNull(),
    fillDate: date({ mode: 'string' }).notNull(),
    /** Null when a FHIR resource does not say. */
    daysSupply: integer(),
    pharmacy: text(),
    source: text().$type<PrescriptionSource>().notNull(),
    sourceId: text().notNull(),
    importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    memberOwnership('prescription_fills', table, 'cascade'),
    unique('prescription_fills_one_per_source_id').on(table.memberId, table.source, table.sourceId),
    // The member's list, newest fill first.
    index('prescription_fills_by_member').on(table.memberId, table.fillDate),
    check('prescription_fills_source', sql`${table.source} in ('PHARMACY_FEED', 'FHIR')`),
    check('prescription_fills_days_supply', sql`${table.daysSupply} between 1 and 365`),
    check('prescription_fills_ndc', sql`${table.ndc} ~ '^[0-9]{10,11}$'`),
  ],
);
