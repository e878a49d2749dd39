import type { RosterRecord } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { cohorts } from '../../db/schema';

export interface SavedBatch {
  /** Members that were not on the roster before. */
  readonly inserted: number;
  /** Member numbers whose member was added or changed. */
  readonly changedMembers: ReadonlySet<string>;
  /** Coverages added or changed, by `coverageKey`. */
  readonly changedCoverages: ReadonlySet<string>;
}

/** A coverage's identity in a file and in the database: member number, cohort and start date. */
export function coverageKey(clientMemberId: string, cohortCode: string, startDate: string): string {
  return `${clientMemberId}\u0000${cohortCode}\u0000${startDate}`;
}

/** Rows go to PostgreSQL as one JSON parameter, the same way on both drivers. */
const asJson = (rows: unknown): string => JSON.stringify(rows);

export function createRosterRepository(db: Database) {
  return {
    async cohortIdsByCode(clientId: number): Promise<Map<string, number>> {
      const rows = await db.select({ id: cohorts.id, code: cohorts.code }).from(cohorts).where(eq(cohorts.clientId, clientId));
      return new Map(rows.map((row) => [row.code, row.id]));
    },

    async existingMemberNumbers(clientId: number, clientMemberIds: readonly string[]): Promise<Set<string>> {
      if (clientMemberIds.length === 0) return new Set();
      const rows = await queryRows<{ clientMemberId: string }>(
        db,
        sql`select client_member_id as "clientMemberId" from members
            where client_id = ${clientId} and client_member_id in (select json_array_elements_text(${asJson(clientMemberIds)}::json))`,
      );
      return new Set(rows.map((row) => row.clientMemberId));
    },

    /**
     * Upserts one batch of members (one record per member number) and their coverages (one
     * per member, cohort and start) in a transaction, writing only what differs, so that a file
     * imported again changes nothing. Subscriber links are set afterwards, once every member exists.
     */
    async saveBatch(
      clientId: number,
      members: readonly RosterRecord[],
      coverages: readonly RosterRecord[],
      cohortIds: ReadonlyMap<string, number>,
    ): Promise<SavedBatch> {
      const memberRows = members.map((record) => ({
        client_member_id: record.clientMemberId,
        first_name: record.firstName,
        last_name: record.lastName,
        dob: record.dob,
        gender: record.gender,
        email: record.email,
        phone: record.phone?.number ?? null,
        phone_type: record.phone?.type ?? null,
        street1: record.address?.street1 ?? null,
        street2: record.address?.street2 ?? null,
        city: record.address?.city ?? null,
        state: record.address?.state ?? null,
        zip: record.address?.zip ?? null,
        guardian_first_name: record.guardian?.firstName ?? null,
        guardian_last_name: record.guardian?.lastName ?? null,
        guardian_dob: record.guardian?.dob ?? null,
      }));
      return db.transaction(async (tx) => {
        const saved = await queryRows<{ id: number; clientMemberId: string; inserted: boolean }>(
          tx,
          sql`insert into members (client_id, client_member_id, first_name, last_name, dob, gender, roster_email,
                roster_phone, roster_phone_type, roster_street1, roster_street2, roster_city, roster_state, roster_zip,
                roster_guardian_first_name, roster_guardian_last_name, roster_guardian_dob)
              select ${clientId}, r.client_member_id, r.first_name, r.last_name, r.dob, r.gender, r.email, r.phone,
                r.phone_type, r.street1, r.street2, r.city, r.state, r.zip, r.guardian_first_name, r.guardian_last_name,
                r.guardian_dob
              from json_to_recordset(${asJson(memberRows)}::json) as r(client_member_id text, first_name text,
                last_name text, dob date, gender text, email text, phone text, phone_type text, street1 text,
                street2 text, city text, state text, zip text, guardian_first_name text, guardian_last_name text,
                guardian_dob date)
              on conflict (client_id, client_member_id) do update set first_name = excluded.first_name,
                last_name = excluded.last_name, dob = excluded.dob, gender = excluded.gender,
                roster_email = excluded.roster_email, roster_phone = excluded.roster_phone,
                roster_phone_type = excluded.roster_phone_type, roster_street1 = excluded.roster_street1,
                roster_street2 = excluded.roster_street2, roster_city = excluded.roster_city,
                roster_state = excluded.roster_state, roster_zip = excluded.roster_zip,
                roster_guardian_first_name = excluded.roster_guardian_first_name,
                roster_guardian_last_name = excluded.roster_guardian_last_name,
                roster_guardian_dob = excluded.roster_guardian_dob, roster_updated_at = now()
              where (members.first_name, members.last_name, members.dob, members.gender, members.roster_email,
                  members.roster_phone, members.roster_phone_type, members.roster_street1, members.roster_street2,
                  members.roster_city, members.roster_state, members.roster_zip, members.roster_guardian_first_name,
                  members.roster_guardian_last_name, members.roster_guardian_dob)
                is distinct from (excluded.first_name, excluded.last_name, excluded.dob, excluded.gender,
                  excluded.roster_email, excluded.roster_phone, excluded.roster_phone_type, excluded.roster_street1,
                  excluded.roster_street2, excluded.roster_city, excluded.roster_state, excluded.roster_zip,
                  excluded.roster_guardian_first_name, excluded.roster_guardian_last_name, excluded.roster_guardian_dob)
              returning client_member_id as "clientMemberId", (xmax = 0) as inserted`,
        );
        const cohortCodes = new Map([...cohortIds].map(([code, id]) => [id, code]));
        const coverageRows = coverages.map((record) => ({
          client_member_id: record.clientMemberId,
          cohort_id: cohortIds.get(record.cohortCode),
          medical_contract_code: record.medicalContractCode,
          start_date: record.coverageStart,
          end_date: record.coverageEnd,
        }));
        const changedCoverages = await queryRows<{ clientMemberId: string; cohortId: number; startDate: string }>(
          tx,
          sql`with saved as (
                insert into member_coverages (client_id, member_id, cohort_id, medical_contract_code, start_date, end_date)
                select ${clientId}, m.id, r.cohort_id, r.medical_contract_code, r.start_date, r.end_date
                from json_to_recordset(${asJson(coverageRows)}::json) as r(client_member_id text, cohort_id int,
                  medical_contract_code text, start_date date, end_date date)
                join members m on m.client_id = ${clientId} and m.client_member_id = r.client_member_id
                on conflict (member_id, cohort_id, start_date) do update
                  set end_date = excluded.end_date, medical_contract_code = excluded.medical_contract_code
                  where (member_coverages.end_date, member_coverages.medical_contract_code)
                    is distinct from (excluded.end_date, excluded.medical_contract_code)
                returning member_id, cohort_id, start_date)
              select m.client_member_id as "clientMemberId", saved.cohort_id as "cohortId", saved.start_date::text as "startDate"
              from saved join members m on m.id = saved.member_id`,
        );
        return {
          inserted: saved.filter((row) => row.inserted).length,
          changedMembers: new Set(saved.map((row) => row.clientMemberId)),
          changedCoverages: new Set(
            changedCoverages.map((row) => coverageKey(row.clientMemberId, cohortCodes.get(row.cohortId) ?? '', row.startDate)),
          ),
        };
      });
    },

    /**
     * Sets each member's subscriber as the file names it (none clears it), touching only the
     * members whose link differs.
     */
    async linkSubscribers(clientId: number, links: readonly { dependent: string; subscriber: string | null }[]): Promise<void> {
      if (links.length === 0) return;
      await db.execute(
        sql`update members d set subscriber_id = s.id
            from json_to_recordset(${asJson(links)}::json) as r(dependent text, subscriber text)
            left join members s on s.client_id = ${clientId} and s.client_member_id = r.subscriber
            where d.client_id = ${clientId} and d.client_member_id = r.dependent and d.subscriber_id is distinct from s.id`,
      );
    },

    /**
     * Refreshes the planner's statistics of the tables an import fills. Without it, a table that
     * grew from hundreds to thousands of rows keeps plans made for its old size (until autovacuum
     * runs), such as reading a member through the client's index instead of its primary key.
     */
    async refreshStatistics(): Promise<void> {
      await db.execute(sql`analyze members, member_coverages`);
    },
  };
}

export type RosterRepository = ReturnType<typeof createRosterRepository>;
