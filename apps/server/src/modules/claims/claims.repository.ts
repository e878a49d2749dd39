import type { ClaimRecord, CoverageDates } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';

/** A member a claims batch names, with every coverage they have or had. */
export interface ClaimMember {
  readonly memberId: number;
  readonly coverages: readonly CoverageDates[];
}

/** A claim saved but not yet checked against the member's coverages. */
export interface UncheckedClaim {
  readonly id: number;
  readonly claimId: string;
  readonly memberId: number;
  readonly serviceDate: string;
  readonly procedureCodes: string[];
  readonly diagnosisCodes: string[];
  /** Saved by this batch, rather than left unchecked by an import that stopped. */
  readonly inserted: boolean;
}

/** Rows go to PostgreSQL as one JSON parameter, the same way on both drivers. */
const asJson = (rows: unknown): string => JSON.stringify(rows);

export function createClaimsRepository(db: Database) {
  return {
    /** The members of a batch by member number, with their coverages; numbers not on the roster are absent. */
    async membersByNumber(clientId: number, clientMemberIds: readonly string[]): Promise<Map<string, ClaimMember>> {
      const rows = await queryRows<{ clientMemberId: string; memberId: number; coverages: CoverageDates[] }>(
        db,
        sql`select m.client_member_id as "clientMemberId", m.id as "memberId",
              coalesce(json_agg(json_build_object('startDate', c.start_date, 'endDate', c.end_date))
                filter (where c.id is not null), '[]') as coverages
            from members m left join member_coverages c on c.member_id = m.id
            where m.client_id = ${clientId}
              and m.client_member_id in (select json_array_elements_text(${asJson(clientMemberIds)}::json))
            group by m.id`,
      );
      return new Map(rows.map((row) => [row.clientMemberId, { memberId: row.memberId, coverages: row.coverages }]));
    },

    /**
     * Saves the claims whose claim id the client has not had yet, and answers every claim of the
     * batch still to be checked: those just saved and those an earlier import saved but did not
     * check. A claim id already saved keeps its first version.
     */
    async saveClaims(clientId: number, claims: readonly (ClaimRecord & { readonly memberId: number })[]): Promise<UncheckedClaim[]> {
      const rows = claims.map((claim) => ({
        member_id: claim.memberId,
        claim_id: claim.claimId,
        service_date: claim.serviceDate,
        procedure_codes: claim.procedureCodes.map((code) => code.code),
        diagnosis_codes: claim.diagnosisCodes.map((code) => code.code),
      }));
      return queryRows<UncheckedClaim>(
        db,
        sql`with incoming as (
              select * from json_to_recordset(${asJson(rows)}::json) as r(member_id int, claim_id text, service_date date,
                procedure_codes text[], diagnosis_codes text[])),
            saved as (
              insert into claims (client_id, member_id, claim_id, service_date, procedure_codes, diagnosis_codes)
              select ${clientId}, member_id, claim_id, service_date, procedure_codes, diagnosis_codes from incoming
              on conflict (client_id, claim_id) do nothing
              returning id, claim_id, member_id, service_date, procedure_codes, diagnosis_codes)
            select id, claim_id as "claimId", member_id as "memberId", service_date::text as "serviceDate",
              procedure_codes as "procedureCodes", diagnosis_codes as "diagnosisCodes", true as inserted
            from saved
            union all
            select c.id, c.claim_id, c.member_id, c.service_date::text, c.procedure_codes, c.diagnosis_codes, false
            from claims c join incoming on c.client_id = ${clientId} and c.claim_id = incoming.claim_id
            where c.checked_at is null`,
      );
    },

    async markChecked(claimIds: readonly number[]): Promise<void> {
      if (claimIds.length === 0) return;
      await db.execute(
        sql`update claims set checked_at = now() where id in (select json_array_elements_text(${asJson(claimIds)}::json)::int)`,
      );
    },

    /** Keeps the planner's view of the claims table current after an import that grew it. */
    async refreshStatistics(): Promise<void> {
      await db.execute(sql`analyze claims`);
    },
  };
}

export type ClaimsRepository = ReturnType<typeof createClaimsRepository>;
