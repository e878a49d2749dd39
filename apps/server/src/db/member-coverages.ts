import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from './database';
import { cohorts, memberCoverages } from './schema';

/** A member's coverage with the plan's code of its cohort (what the programme's cohorts are keyed by). */
export interface CoverageWithCohort {
  readonly id: number;
  readonly memberId: number;
  readonly startDate: string;
  readonly endDate: string | null;
  readonly cohortCode: string;
}

/** The coverages of some members of one client, oldest first. */
export function coveragesWithCohort(db: Database, clientId: number, memberIds: readonly number[]): Promise<CoverageWithCohort[]> {
  return db
    .select({
      id: memberCoverages.id,
      memberId: memberCoverages.memberId,
      startDate: memberCoverages.startDate,
      endDate: memberCoverages.endDate,
      cohortCode: cohorts.code,
    })
    .from(memberCoverages)
    .innerJoin(cohorts, eq(cohorts.id, memberCoverages.cohortId))
    .where(and(eq(memberCoverages.clientId, clientId), inArray(memberCoverages.memberId, [...memberIds])))
    .orderBy(asc(memberCoverages.startDate));
}
