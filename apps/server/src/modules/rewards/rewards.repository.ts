import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { memberCoverages, members } from '../../db/schema';

export interface RewardsCoverage {
  readonly id: number;
  readonly cohortId: number;
}

/** The members and coverages the rewards calls may show, always within one client. */
export function createRewardsRepository(db: Database) {
  return {
    /** Each member's coverages, oldest first. */
    async coveragesOf(clientId: number, memberIds: readonly number[]): Promise<Map<number, RewardsCoverage[]>> {
      const byMember = new Map<number, RewardsCoverage[]>(memberIds.map((id) => [id, []]));
      const rows = await db
        .select({ memberId: memberCoverages.memberId, id: memberCoverages.id, cohortId: memberCoverages.cohortId })
        .from(memberCoverages)
        .where(and(eq(memberCoverages.clientId, clientId), inArray(memberCoverages.memberId, [...memberIds])))
        .orderBy(asc(memberCoverages.startDate), asc(memberCoverages.id));
      for (const row of rows) byMember.get(row.memberId)?.push({ id: row.id, cohortId: row.cohortId });
      return byMember;
    },

    /** The subscriber's dependents on the roster (spec 001: their rewards show to the subscriber). */
    async dependentsOf(clientId: number, subscriberId: number): Promise<number[]> {
      const rows = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.clientId, clientId), eq(members.subscriberId, subscriberId)))
        .orderBy(asc(members.id));
      return rows.map((row) => row.id);
    },

    /** A member coverage with its member and client, for a staff adjustment. */
    async coverageOfMember(memberId: number, memberCoverageId: number): Promise<{ clientId: number } | undefined> {
      const [row] = await db
        .select({ clientId: memberCoverages.clientId })
        .from(memberCoverages)
        .where(and(eq(memberCoverages.id, memberCoverageId), eq(memberCoverages.memberId, memberId)));
      return row;
    },
  };
}

export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
