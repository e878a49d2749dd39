import type { Tracker } from '@portal/contract';
import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ownedBy, type MemberKey } from '../../db/member-owned';
import { trackerEntries } from '../../db/schema';

/** A kept entry as the service reads it. */
export interface TrackerEntryRow {
  readonly tracker: Tracker;
  readonly date: string;
  readonly value: number;
  readonly diastolic: number | null;
  readonly source: string;
  readonly enteredByHand: boolean;
  readonly savedAt: Date;
}

/** An entry to save: the service decides every part but when. */
export type NewTrackerEntry = Omit<TrackerEntryRow, 'savedAt'>;

const entryColumns = {
  tracker: trackerEntries.tracker,
  date: trackerEntries.entryDate,
  value: trackerEntries.value,
  diastolic: trackerEntries.diastolic,
  source: trackerEntries.source,
  enteredByHand: trackerEntries.enteredByHand,
  savedAt: trackerEntries.updatedAt,
};

/** The member's rows of a tracker from `firstDay` to `lastDay`, both included. */
function daysOf(member: MemberKey, tracker: Tracker, firstDay: string, lastDay: string): SQL {
  return and(
    ownedBy(trackerEntries, member),
    eq(trackerEntries.tracker, tracker),
    gte(trackerEntries.entryDate, firstDay),
    lte(trackerEntries.entryDate, lastDay),
  )!;
}

export function createTrackingRepository(db: Database) {
  return {
    /** Adds the entry, or replaces the reading the member already has for that day and source. */
    async saveEntry(member: MemberKey, entry: NewTrackerEntry, now: Date): Promise<TrackerEntryRow> {
      const { value, diastolic, enteredByHand } = entry;
      const [saved] = await db
        .insert(trackerEntries)
        .values({ ...member, ...entry, entryDate: entry.date, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [trackerEntries.memberId, trackerEntries.tracker, trackerEntries.entryDate, trackerEntries.source],
          set: { value, diastolic, enteredByHand, updatedAt: now },
        })
        .returning(entryColumns);
      return saved!;
    },

    /**
     * Adds the entries, or replaces the readings the member has for those days from the same
     * source: one statement, so all are saved or none. The days must be distinct.
     */
    async saveEntries(member: MemberKey, entries: readonly NewTrackerEntry[], now: Date): Promise<void> {
      await db
        .insert(trackerEntries)
        .values(entries.map((entry) => ({ ...member, ...entry, entryDate: entry.date, createdAt: now, updatedAt: now })))
        .onConflictDoUpdate({
          target: [trackerEntries.memberId, trackerEntries.tracker, trackerEntries.entryDate, trackerEntries.source],
          set: {
            // The row that was refused, as `excluded` names it (the table's own column names).
            value: sql`excluded.value`,
            diastolic: sql`excluded.diastolic`,
            enteredByHand: sql`excluded.entered_by_hand`,
            updatedAt: now,
          },
        });
    },
    /** The member's entries of a tracker from `firstDay` to `lastDay`, both included, newest first. */
    async entriesBetween(member: MemberKey, tracker: Tracker, firstDay: string, lastDay: string): Promise<TrackerEntryRow[]> {
      return db
        .select(entryColumns)
        .from(trackerEntries)
        .where(daysOf(member, tracker, firstDay, lastDay))
        .orderBy(desc(trackerEntries.entryDate), desc(trackerEntries.updatedAt));
    },
    /** The distinct days from `firstDay` to `lastDay` with a reading of the tracker, from any source. */
    async recordedDays(member: MemberKey, tracker: Tracker, firstDay: string, lastDay: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ date: trackerEntries.entryDate })
        .from(trackerEntries)
        .where(daysOf(member, tracker, firstDay, lastDay))
        .orderBy(asc(trackerEntries.entryDate));
      return rows.map((row) => row.date);
    },

    /** Each source's latest entry of each tracker (of one tracker when named): all a summary needs. */
    async latestPerSource(member: MemberKey, tracker?: Tracker): Promise<TrackerEntryRow[]> {
      const owned = ownedBy(trackerEntries, member);
      return db
        .selectDistinctOn([trackerEntries.tracker, trackerEntries.source], entryColumns)
        .from(trackerEntries)
        .where(tracker === undefined ? owned : and(owned, eq(trackerEntries.tracker, tracker)))
        .orderBy(asc(trackerEntries.tracker), asc(trackerEntries.source), desc(trackerEntries.entryDate), desc(trackerEntries.updatedAt));
    },
  };
}

export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
