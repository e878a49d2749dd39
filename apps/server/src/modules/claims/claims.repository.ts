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
    /**
     * What a batch needs to know, in one round trip: its members by member number with their
     * coverages (numbers not on the roster are absent), and which of its claim ids the client has.
     */
    async batchContext(
      clientId: number,
      clientMemberIds: readonly string[],
      claimIds: readonly string[],
    ): Promise<{ members: Map<string, ClaimMember>; savedClaimIds: Set<string> }> {
      const rows = await queryRows<{
        claimId: string | null;
        clientMemberId: string | null;
        memberId: number | null;
        startDate: string | null;
        endDate: string | null;
      }>(
        db,
        sql`select null as "claimId", m.client_member_id as "clientMemberId", m.id as "memberId",
              c.start_date::text as "startDate", c.end_date::text as "endDate"
            from members m left join member_coverages c on c.member_id = m.id
            where m.client_id = ${clientId}
              and m.client_member_id in (select json_array_elements_text(${asJson(clientMemberIds)}::json))
            union all
            select claim_id, null, null, null, null from claims
            where client_id = ${clientId} and claim_id in (select json_array_elements_text(${asJson(claimIds)}::json))`,
      );
      const members = new Map<string, { memberId: number; coverages: CoverageDates[] }>();
      const savedClaimIds = new Set<string>();
      for (const row of rows) {
        if (row.claimId !== null) savedClaimIds.add(row.claimId);
        else if (row.clientMemberId !== null && row.memberId !== null) {
          const member = members.get(row.clientMemberId) ?? { memberId: row.memberId, coverages: [] };
          if (row.startDate !== null) member.coverages.push({ startDate: row.startDate, endDate: row.endDate });
          members.set(row.clientMemberId, member);
        }
      }
      return { members, savedClaimIds };
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
      const saved = await queryRows<{ claim_id: string }>(
        db,
        sql`insert into claims (client_id, member_id, claim_id, service_date, procedure_codes, diagnosis_codes)
            select ${clientId}, r.member_id, r.claim_id, r.service_date, r.procedure_codes, r.diagnosis_codes
            from json_to_recordset(${asJson(rows)}::json) as r(member_id int, claim_id text, service_date date,
              procedure_codes text[], diagnosis_codes text[])
            on conflict (client_id, claim_id) do nothing
            returning claim_id`,
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
