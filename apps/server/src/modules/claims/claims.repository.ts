import type { ClaimRecord, CoverageDates } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';

/** A member a claims batch names, with every coverage they have or had. */
export interface ClaimMember {
  readonly memberId: number;
  readonly coverages: readonly CoverageDates[];
}

/** Values go to PostgreSQL as one JSON parameter, the same way on both drivers. */
const asJson = (rows: unknown): string => JSON.stringify(rows);

export function createClaimsRepository(db: Database) {
  return {
    /** The members of a batch by member number, with their coverages; numbers not on the roster are absent. */
    async membersByNumber(clientId: number, clientMemberIds: readonly string[]): Promise<Map<string, ClaimMember>> {
      const rows = await queryRows<{ clientMemberId: string; memberId: number; startDate: string | null; endDate: string | null }>(
        db,
        sql`select m.client_member_id as "clientMemberId", m.id as "memberId",
              c.start_date::text as "startDate", c.end_date::text as "endDate"
            from members m left join member_coverages c on c.member_id = m.id
            where m.client_id = ${clientId}
              and m.client_member_id in (select json_array_elements_text(${asJson(clientMemberIds)}::json))`,
      );
      const members = new Map<string, { memberId: number; coverages: CoverageDates[] }>();
      for (const row of rows) {
        const member = members.get(row.clientMemberId) ?? { memberId: row.memberId, coverages: [] };
        if (row.startDate !== null) member.coverages.push({ startDate: row.startDate, endDate: row.endDate });
        members.set(row.clientMemberId, member);
      }
      return members;
    },

    /** Which of these claim ids the client already has. */
    async savedClaimIds(clientId: number, claimIds: readonly string[]): Promise<Set<string>> {
      const rows = await queryRows<{ claimId: string }>(
        db,
        sql`select claim_id as "claimId" from claims
            where client_id = ${clientId} and claim_id in (select json_array_elements_text(${asJson(claimIds)}::json))`,
      );
      return new Set(rows.map((row) => row.claimId));
    },

    /** Saves claims in one statement; a claim id the client already has keeps its first version. Answers how many were new. */
    async saveClaims(clientId: number, claims: readonly (ClaimRecord & { readonly memberId: number })[]): Promise<number> {
      const rows = claims.map((claim) => ({
        member_id: claim.memberId,
        claim_id: claim.claimId,
        service_date: claim.serviceDate,
        procedure_codes: claim.procedureCodes.map((code) => code.code),
        diagnosis_codes: claim.diagnosisCodes.map((code) => code.code),
      }));
      const saved = await queryRows<{ id: number }>(
        db,
        sql`insert into claims (client_id, member_id, claim_id, service_date, procedure_codes, diagnosis_codes)
            select ${clientId}, r.member_id, r.claim_id, r.service_date, r.procedure_codes, r.diagnosis_codes
            from json_to_recordset(${asJson(rows)}::json) as r(member_id int, claim_id text, service_date date,
              procedure_codes text[], diagnosis_codes text[])
            on conflict (client_id, claim_id) do nothing
            returning id`,
      );
      return saved.length;
    },

    /** Keeps the planner's view of the claims table current after an import that grew it. */
    async refreshStatistics(): Promise<void> {
      await db.execute(sql`analyze claims`);
    },
  };
}

export type ClaimsRepository = ReturnType<typeof createClaimsRepository>;
