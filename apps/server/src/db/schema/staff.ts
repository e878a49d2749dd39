import type { StaffRole } from '@portal/contract';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { members } from './members';

/** Support staff: separate from members, across all clients. */
export const staffAccounts = pgTable('staff_accounts', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** Lower-cased; unique. */
  username: text().notNull().unique(),
  displayName: text().notNull(),
  role: text().$type<StaffRole>().notNull(),
  passwordHash: text().notNull(),
  /** The authenticator-app secret, sealed with the secret box. */
  totpSecretSealed: text().notNull(),
  /** The last time step whose code was accepted: each code works once. */
  totpLastStep: bigint({ mode: 'number' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  disabledAt: timestamp({ withTimezone: true }),
});

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid().primaryKey(),
    staffId: integer()
      .notNull()
      .references(() => staffAccounts.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

/** A staff member viewing one member's portal, read-only, until ended or expired. */
export const impersonations = pgTable(
  'impersonations',
  {
    id: uuid().primaryKey(),
    staffSessionId: uuid()
      .notNull()
      .references(() => staffSessions.id),
    staffId: integer()
      .notNull()
      .references(() => staffAccounts.id),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    reason: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    endedReason: text(),
  },
  (table) => [index('impersonations_staff_idx').on(table.staffId)],
);

/**
 * One row per staff request (sign-in, search, view, every request while viewing a member's
 * portal). Rows are only ever inserted: a trigger refuses updates and deletes.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    /** Null only for a sign-in attempt under a username no account has. */
    staffId: integer().references(() => staffAccounts.id),
    // Whatever id was asked for, found or not: a probe for ids that do not exist is recorded too.
    memberId: integer(),
    clientId: integer(),
    impersonationId: uuid(),
    action: text().notNull(),
    method: text().notNull(),
    path: text().notNull(),
    /** The HTTP status answered. */
    outcome: integer().notNull(),
    reason: text(),
  },
  (table) => [
    index('audit_events_staff_idx').on(table.staffId, table.id),
    index('audit_events_member_idx').on(table.memberId, table.id),
    index('audit_events_occurred_idx').on(table.occurredAt),
  ],
);
