import type { AppointmentStatus, AvailabilitySlot } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { memberOwned, memberOwnership } from './members';

/**
 * A plan's provider directory, as its providers feed sends it: one doctor per NPI per client,
 * updated in place by every import. The schedule key is what members' requests name; it stays
 * the same across imports, so a request made before a re-import still finds its doctor.
 */
export const providers = pgTable(
  'providers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    npi: text().notNull(),
    scheduleKey: text()
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    firstName: text().notNull(),
    middleName: text(),
    lastName: text().notNull(),
    degrees: text().array().notNull(),
    gender: text().$type<'F' | 'M'>(),
    taxonomy: text().notNull(),
    hospital: text(),
    street1: text().notNull(),
    street2: text(),
    city: text().notNull(),
    state: text().notNull(),
    zip: text().notNull(),
    phone: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    acceptingNewPatients: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('providers_client_npi').on(table.clientId, table.npi), unique('providers_schedule_key').on(table.scheduleKey)],
);

/**
 * A member's request for a primary-care visit (spec 001 "Appointment"): the doctors asked for by
 * NPI, the preferred first, and the times that suit; the scheduling desk moves its status on.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned('cascade'),
    scheduledOnTs: timestamp({ withTimezone: true }).notNull(),
    status: text().$type<AppointmentStatus>().notNull().default('queued'),
    providerNpis: text().array().notNull(),
    availability: jsonb().$type<AvailabilitySlot[]>().notNull(),
    demoPhone: text().notNull(),
    bookedNpi: text(),
    visitAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    memberOwnership('appointments', table, 'cascade'),
    index('appointments_member_idx').on(table.memberId, table.scheduledOnTs),
    index('appointments_pending_idx')
      .on(table.clientId, table.scheduledOnTs)
      .where(sql`status in ('queued', 'in_progress', 'triggered')`),
    check('appointments_status', sql`status in ('queued', 'in_progress', 'triggered', 'success', 'failed', 'cancelled')`),
  ],
);
