import type { DeviceSource, DeviceSourceStatus, Tracker } from '@portal/contract';
import { dailyEntries, type DatedReading, type DayReading } from '@portal/domain';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ownedBy, type MemberKey } from '../../db/member-owned';
import { deviceReadings, deviceSources, memberEmails, members, trackerEntries } from '../../db/schema';

/** A tracker's day of one source, whose entry is computed again after new readings. */
export interface ReadingDay {
  readonly tracker: Tracker;
  readonly date: string;
}

/** Readings written per statement: a sync or a large export goes in in parts. */
const BATCH = 1_000;

export function createDeviceReadingsRepository(db: Database) {
  return {
    /** Keeps the readings the member has not had from the source yet; answers how many were new. */
    async addReadings(member: MemberKey, source: DeviceSource, readings: readonly DatedReading[], now: Date): Promise<number> {
      let added = 0;
      for (let start = 0; start < readings.length; start += BATCH) {
        const rows = readings.slice(start, start + BATCH).map((reading) => ({
          ...member,
          source,
          sourceId: reading.sourceId,
          tracker: reading.tracker,
          readingDate: reading.date,
          measuredAt: 'measuredAt' in reading ? new Date(reading.measuredAt) : null,
          value: reading.value,
          diastolic: reading.diastolic ?? null,
          device: reading.device ?? null,
          receivedAt: now,
        }));
        const inserted = await db.insert(deviceReadings).values(rows).onConflictDoNothing().returning({ id: deviceReadings.id });
        added += inserted.length;
      }
      return added;
    },

    /**
     * Computes the source's entries of the given days again from all its readings of those days
     * (decision 0044). Only the source's own rows are written: a MANUAL entry of the same day stays.
     */
    async recomputeDays(member: MemberKey, source: DeviceSource, days: readonly ReadingDay[], now: Date): Promise<void> {
      for (let start = 0; start < days.length; start += BATCH) {
        const part = days.slice(start, start + BATCH);
        const stored = await db
          .select({
            tracker: deviceReadings.tracker,
            date: deviceReadings.readingDate,
            measuredAt: deviceReadings.measuredAt,
            value: deviceReadings.value,
            diastolic: deviceReadings.diastolic,
            device: deviceReadings.device,
          })
          .from(deviceReadings)
          .where(
            and(
              ownedBy(deviceReadings, member),
              eq(deviceReadings.source, source),
              inArray(
                sql`(${deviceReadings.tracker} || ' ' || ${deviceReadings.readingDate})`,
                part.map((day) => `${day.tracker} ${day.date}`),
              ),
            ),
          )
          .orderBy(asc(deviceReadings.id));
        const readings: DayReading[] = stored.map((row) => ({
          tracker: row.tracker,
          date: row.date,
          ...(row.measuredAt === null ? { day: row.date } : { measuredAt: row.measuredAt.toISOString() }),
          value: row.value,
          ...(row.diastolic === null ? {} : { diastolic: row.diastolic }),
          ...(row.device === null ? {} : { device: row.device }),
        }));
        const entries = dailyEntries(readings);
        if (entries.length === 0) continue;
        await db
          .insert(trackerEntries)
          .values(
            entries.map((entry) => ({
              ...member,
              ...entry,
              entryDate: entry.date,
              source,
              enteredByHand: false,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .onConflictDoUpdate({
            target: [trackerEntries.memberId, trackerEntries.tracker, trackerEntries.entryDate, trackerEntries.source],
            set: { value: sql`excluded.value`, diastolic: sql`excluded.diastolic`, updatedAt: now },
          });
      }
    },

    async saveStatus(member: MemberKey, status: DeviceSourceStatus): Promise<void> {
      const row = { ...member, ...status, lastSyncAt: new Date(status.lastSyncAt) };
      await db
        .insert(deviceSources)
        .values(row)
        .onConflictDoUpdate({ target: [deviceSources.memberId, deviceSources.source], set: row });
    },

    async statuses(member: MemberKey): Promise<DeviceSourceStatus[]> {
      const rows = await db.select().from(deviceSources).where(ownedBy(deviceSources, member)).orderBy(asc(deviceSources.source));
      return rows.map(({ source, state, lastSyncAt, received, added, refused, lastError }) => ({
        source,
        state,
        lastSyncAt: lastSyncAt.toISOString(),
        received,
        added,
        refused,
        lastError,
      }));
    },

    /** The plan's member numbers among `numbers`, with each one's member. */
    async membersNumbered(clientId: number, numbers: readonly string[]): Promise<Map<string, MemberKey>> {
      if (numbers.length === 0) return new Map();
      const rows = await db
        .select({ memberId: members.id, clientId: members.clientId, number: members.clientMemberId })
        .from(members)
        .where(and(eq(members.clientId, clientId), inArray(members.clientMemberId, [...numbers])));
      return new Map(rows.map((row) => [row.number, { memberId: row.memberId, clientId: row.clientId }]));
    },

    /** The member's own (PRIMARY) e-mail address, which Human API starts a Connect session with. */
    async emailOf(member: MemberKey): Promise<string | null> {
      const [row] = await db
        .select({ address: memberEmails.address })
        .from(memberEmails)
        .where(and(ownedBy(memberEmails, member), eq(memberEmails.kind, 'PRIMARY')));
      return row?.address ?? null;
    },

    /**
     * Members whose source is connected (or whose last sync failed) and was last synced before
     * `syncedBefore`, the longest waiting first: the scheduled sync's next batch. An expired
     * connection waits for the member to connect again.
     */
    async dueForSync(source: DeviceSource, syncedBefore: Date, limit: number): Promise<MemberKey[]> {
      return db
        .select({ memberId: deviceSources.memberId, clientId: deviceSources.clientId })
        .from(deviceSources)
        .where(
          and(
            eq(deviceSources.source, source),
            inArray(deviceSources.state, ['CONNECTED', 'ERROR']),
            lt(deviceSources.lastSyncAt, syncedBefore),
          ),
        )
        .orderBy(asc(deviceSources.lastSyncAt))
        .limit(limit);
    },

    async memberNumberOf(member: MemberKey): Promise<string | null> {
      const [row] = await db
        .select({ number: members.clientMemberId })
        .from(members)
        .where(and(eq(members.id, member.memberId), eq(members.clientId, member.clientId)));
      return row?.number ?? null;
    },
  };
}

export type DeviceReadingsRepository = ReturnType<typeof createDeviceReadingsRepository>;
