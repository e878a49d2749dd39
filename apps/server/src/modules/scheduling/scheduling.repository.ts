import type { AppointmentStatus, AvailabilitySlot } from '@portal/contract';
import type { ProviderRecord } from '@portal/domain';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ownedBy, type MemberKey } from '../../db/member-owned';
import { appointments, memberAddresses, members, providers } from '../../db/schema';
import type { AppointmentRow, ProviderRow } from './provider-view';

/** A latitude and longitude box around a point, wide enough for a distance (the exact distance is checked after). */
export interface SearchBox {
  readonly south: number;
  readonly north: number;
  readonly west: number;
  readonly east: number;
}

export interface NewAppointment {
  readonly scheduledOnTs: Date;
  readonly providerNpis: readonly string[];
  readonly availability: readonly AvailabilitySlot[];
  readonly demoPhone: string;
}

const PENDING = ['queued', 'in_progress', 'triggered'] as const;

const directoryColumns = (record: ProviderRecord, now: Date) => ({
  firstName: record.firstName,
  middleName: record.middleName,
  lastName: record.lastName,
  degrees: record.degrees,
  gender: record.gender,
  taxonomy: record.taxonomy,
  hospital: record.hospital,
  street1: record.street1,
  street2: record.street2,
  city: record.city,
  state: record.state,
  zip: record.zip,
  phone: record.phone,
  latitude: record.location.latitude,
  longitude: record.location.longitude,
  acceptingNewPatients: record.acceptingNewPatients,
  updatedAt: now,
});

// The columns a directory line sets: a line that finds them all as they are changes nothing.
const changed = sql`(providers.first_name, providers.middle_name, providers.last_name, providers.degrees, providers.gender,
  providers.taxonomy, providers.hospital, providers.street1, providers.street2, providers.city, providers.state, providers.zip,
  providers.phone, providers.latitude, providers.longitude, providers.accepting_new_patients)
  is distinct from (excluded.first_name, excluded.middle_name, excluded.last_name, excluded.degrees, excluded.gender,
  excluded.taxonomy, excluded.hospital, excluded.street1, excluded.street2, excluded.city, excluded.state, excluded.zip,
  excluded.phone, excluded.latitude, excluded.longitude, excluded.accepting_new_patients)`;

export function createSchedulingRepository(db: Database) {
  return {
    db,

    /** Adds new doctors and updates known ones (by NPI); answers how many were new and how many changed. */
    async saveProviders(clientId: number, records: readonly ProviderRecord[], now: Date): Promise<{ added: number; updated: number }> {
      if (records.length === 0) return { added: 0, updated: 0 };
      const rows = await db
        .insert(providers)
        .values(records.map((record) => ({ clientId, npi: record.npi, ...directoryColumns(record, now) })))
        .onConflictDoUpdate({
          target: [providers.clientId, providers.npi],
          set: {
            ...Object.fromEntries(Object.keys(directoryColumns(records[0]!, now)).map((key) => [key, sql.raw(`excluded.${snake(key)}`)])),
            updatedAt: now,
          },
          setWhere: changed,
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      const added = rows.filter((row) => row.inserted).length;
      return { added, updated: rows.length - added };
    },

    /** Doctors of the plan accepting new patients inside the box, of the gender asked for (or either). */
    async acceptingProvidersIn(clientId: number, box: SearchBox, gender: 'F' | 'M' | null): Promise<ProviderRow[]> {
      return db
        .select()
        .from(providers)
        .where(
          and(
            eq(providers.clientId, clientId),
            eq(providers.acceptingNewPatients, true),
            gte(providers.latitude, box.south),
            lte(providers.latitude, box.north),
            gte(providers.longitude, box.west),
            lte(providers.longitude, box.east),
            gender === null ? undefined : eq(providers.gender, gender),
          ),
        );
    },

    async providersByScheduleKeys(clientId: number, keys: readonly string[]): Promise<ProviderRow[]> {
      if (keys.length === 0) return [];
      return db
        .select()
        .from(providers)
        .where(and(eq(providers.clientId, clientId), inArray(providers.scheduleKey, [...keys])));
    },

    async providersByNpis(clientId: number, npis: readonly string[]): Promise<ProviderRow[]> {
      if (npis.length === 0) return [];
      return db
        .select()
        .from(providers)
        .where(and(eq(providers.clientId, clientId), inArray(providers.npi, [...npis])));
    },

    /** The member's ZIP: their primary mailing address's, else the roster's. */
    async memberZip(member: MemberKey): Promise<string | null> {
      const [address] = await db
        .select({ zip: memberAddresses.zip })
        .from(memberAddresses)
        .where(and(ownedBy(memberAddresses, member), eq(memberAddresses.isPrimary, true)))
        .limit(1);
      if (address) return address.zip;
      const [rostered] = await db
        .select({ zip: members.rosterZip })
        .from(members)
        .where(and(eq(members.id, member.memberId), eq(members.clientId, member.clientId)));
      return rostered?.zip ?? null;
    },

    async memberLanguage(member: MemberKey): Promise<string | null> {
      const [row] = await db
        .select({ language: members.preferredLanguageCd })
        .from(members)
        .where(and(eq(members.id, member.memberId), eq(members.clientId, member.clientId)));
      return row?.language ?? null;
    },

    /**
     * Saves a new request; any request still pending is cancelled in the same transaction (the
     * member asked again: the desk works on the latest only).
     */
    async requestAppointment(member: MemberKey, request: NewAppointment): Promise<AppointmentRow> {
      return db.transaction(async (tx) => {
        await tx
          .update(appointments)
          .set({ status: 'cancelled', updatedAt: request.scheduledOnTs })
          .where(and(ownedBy(appointments, member), inArray(appointments.status, [...PENDING])));
        const [saved] = await tx
          .insert(appointments)
          .values({ ...member, ...request, providerNpis: [...request.providerNpis], availability: [...request.availability] })
          .returning();
        return saved!;
      });
    },

    async appointmentsOf(member: MemberKey): Promise<AppointmentRow[]> {
      return db
        .select()
        .from(appointments)
        .where(ownedBy(appointments, member))
        .orderBy(desc(appointments.scheduledOnTs), desc(appointments.id));
    },

    /** The NPIs of the doctors the desk booked the member with, the latest visit first. */
    async bookedNpis(member: MemberKey): Promise<string[]> {
      const rows = await db
        .select({ npi: appointments.bookedNpi })
        .from(appointments)
        .where(and(ownedBy(appointments, member), eq(appointments.status, 'success')))
        .orderBy(desc(appointments.visitAt));
      return [...new Set(rows.flatMap((row) => (row.npi === null ? [] : [row.npi])))];
    },

    /** The client's pending requests, oldest first, with whose they are. */
    async pendingRequests(clientId: number) {
      return db
        .select({
          appointment: appointments,
          clientMemberId: members.clientMemberId,
          firstName: members.firstName,
          lastName: members.lastName,
        })
        .from(appointments)
        .innerJoin(members, and(eq(members.id, appointments.memberId), eq(members.clientId, appointments.clientId)))
        .where(and(eq(appointments.clientId, clientId), inArray(appointments.status, [...PENDING])))
        .orderBy(asc(appointments.scheduledOnTs), asc(appointments.id));
    },

    /** Moves one request on, inside `decide`, which sees it locked and answers the change (or throws). */
    async moveAppointment(
      id: number,
      decide: (current: AppointmentRow) => { status: AppointmentStatus; bookedNpi: string | null; visitAt: Date | null },
      now: Date,
    ): Promise<AppointmentRow | null> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update');
        if (!current) return null;
        const change = decide(current);
        const [moved] = await tx
          .update(appointments)
          .set({ ...change, updatedAt: now })
          .where(eq(appointments.id, id))
          .returning();
        return moved!;
      });
    },
  };
}

function snake(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

export type SchedulingRepository = ReturnType<typeof createSchedulingRepository>;
