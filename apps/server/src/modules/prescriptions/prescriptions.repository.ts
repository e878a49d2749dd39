import type { PrescriptionRecord } from '@portal/contract';
import type { PrescriptionFill } from '@portal/domain';
import { desc, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { ownedBy, type MemberKey } from '../../db/member-owned';
import { prescriptionFills, type PrescriptionSource } from '../../db/schema';

/** Values go to PostgreSQL as one JSON parameter, the same way on both drivers. */
const asJson = (rows: unknown): string => JSON.stringify(rows);

/** A fill to save, with the member its member number names. */
export type MemberFill = PrescriptionFill & { readonly memberId: number };

export function createPrescriptionsRepository(db: Database) {
  return {
    /** The client's members among these member numbers, by number (numbers it does not have are absent). */
    async membersByNumber(clientId: number, clientMemberIds: readonly string[]): Promise<Map<string, number>> {
      if (clientMemberIds.length === 0) return new Map();
      const rows = await queryRows<{ clientMemberId: string; memberId: number }>(
        db,
        sql`select client_member_id as "clientMemberId", id as "memberId" from members
            where client_id = ${clientId}
              and client_member_id in (select json_array_elements_text(${asJson(clientMemberIds)}::json))`,
      );
      return new Map(rows.map((row) => [row.clientMemberId, row.memberId]));
    },

    /** Saves fills in one statement; a fill the member already has from the source keeps its first version. Answers how many were new. */
    async saveFills(clientId: number, source: PrescriptionSource, fills: readonly MemberFill[]): Promise<number> {
      if (fills.length === 0) return 0;
      const rows = fills.map((fill) => ({
        member_id: fill.memberId,
        ndc: fill.ndc,
        drug_name: fill.drugName,
        fill_date: fill.fillDate,
        days_supply: fill.daysSupply,
        pharmacy: fill.pharmacy,
        source_id: fill.sourceId,
      }));
      const saved = await queryRows<{ id: number }>(
        db,
        sql`insert into prescription_fills (client_id, member_id, ndc, drug_name, fill_date, days_supply, pharmacy, source, source_id)
            select ${clientId}, r.member_id, r.ndc, r.drug_name, r.fill_date, r.days_supply, r.pharmacy, ${source}, r.source_id
            from json_to_recordset(${asJson(rows)}::json) as r(member_id int, ndc text, drug_name text, fill_date date,
              days_supply int, pharmacy text, source_id text)
            on conflict (member_id, source, source_id) do nothing
            returning id`,
      );
      return saved.length;
    },

    /** The member's fills, newest first (the same day's by drug name). */
    async memberFills(member: MemberKey): Promise<PrescriptionRecord[]> {
      return db
        .select({ name: prescriptionFills.drugName, startDate: prescriptionFills.fillDate, daysSupply: prescriptionFills.daysSupply })
        .from(prescriptionFills)
        .where(ownedBy(prescriptionFills, member))
        .orderBy(desc(prescriptionFills.fillDate), prescriptionFills.drugName, prescriptionFills.id);
    },
  };
}

export type PrescriptionsRepository = ReturnType<typeof createPrescriptionsRepository>;
