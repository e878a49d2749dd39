import {
  DEVICE_SOURCE_ERRORS,
  DEVICE_SOURCE_STATES,
  DEVICE_SOURCES,
  TRACKERS,
  type DeviceSource,
  type DeviceSourceError,
  type DeviceSourceState,
  type Tracker,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { memberOwned, memberOwnership } from './members';

const listOf = (names: readonly string[]) => sql.raw(names.map((name) => `'${name}'`).join(', '));
const trackerList = listOf(TRACKERS);

/**
 * A member's reading of one tracker for one day from one source: a second reading of the same day
 * and source replaces the first. Values are whole numbers in the tracker's unit (sleep in minutes);
 * a blood pressure keeps its systolic as the value and its diastolic beside it. Entries go with
 * their member if the member is ever removed.
 */
export const trackerEntries = pgTable(
  'tracker_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned('cascade'),
    tracker: text().$type<Tracker>().notNull(),
    entryDate: date({ mode: 'string' }).notNull(),
    value: integer().notNull(),
    diastolic: integer(),
    /** `MANUAL` for what the member typed in; a device's name when devices come. */
    source: text().notNull(),
    enteredByHand: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    memberOwnership('tracker_entries', table, 'cascade'),
    // Its index also serves the history and the summary: one member's tracker over a span of days.
    unique('tracker_entries_one_per_day_and_source').on(table.memberId, table.tracker, table.entryDate, table.source),
    check('tracker_entries_tracker', sql`${table.tracker} in (${trackerList})`),
    check('tracker_entries_value', sql`${table.value} >= 0`),
    check('tracker_entries_diastolic', sql`(${table.diastolic} is null) = (${table.tracker} <> 'bloodPressure')`),
  ],
);

/**
 * Each reading a device source brought, as it came (in the tracker's unit, fractions kept), with
 * the plan's day it counts on. Unique by member, source and the source's own id, so a file or a
 * sync read twice adds nothing; the source's `tracker_entries` of a day are computed from these.
 */
export const deviceReadings = pgTable(
  'device_readings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned('cascade'),
    source: text().$type<DeviceSource>().notNull(),
    sourceId: text().notNull(),
    tracker: text().$type<Tracker>().notNull(),
    /** The plan's day the reading counts on. */
    readingDate: date({ mode: 'string' }).notNull(),
    /** Null when the source gave only the day. */
    measuredAt: timestamp({ withTimezone: true }),
    value: doublePrecision().notNull(),
    diastolic: doublePrecision(),
    /** The device that measured, when the source names it: a day's total counts one device. */
    device: text(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    memberOwnership('device_readings', table, 'cascade'),
    unique('device_readings_one_per_source_id').on(table.memberId, table.source, table.sourceId),
    // A day's entry is computed from the source's readings of that tracker and day.
    index('device_readings_day').on(table.memberId, table.source, table.tracker, table.readingDate),
    check('device_readings_source', sql`${table.source} in (${listOf(DEVICE_SOURCES)})`),
    check('device_readings_tracker', sql`${table.tracker} in (${trackerList})`),
  ],
);

/** What a member's device source last did: when, what arrived, and its state. One row per member and source. */
export const deviceSources = pgTable(
  'device_sources',
  {
    ...memberOwned('cascade'),
    source: text().$type<DeviceSource>().notNull(),
    state: text().$type<DeviceSourceState>().notNull(),
    lastSyncAt: timestamp({ withTimezone: true }).notNull(),
    received: integer().notNull(),
    added: integer().notNull(),
    refused: integer().notNull(),
    lastError: text().$type<DeviceSourceError>(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.source] }),
    memberOwnership('device_sources', table, 'cascade'),
    check('device_sources_source', sql`${table.source} in (${listOf(DEVICE_SOURCES)})`),
    check('device_sources_state', sql`${table.state} in (${listOf(DEVICE_SOURCE_STATES)})`),
    check('device_sources_last_error', sql`${table.lastError} is null or ${table.lastError} in (${listOf(DEVICE_SOURCE_ERRORS)})`),
  ],
);
