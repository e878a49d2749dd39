import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { coveragesWithCohort, type CoverageWithCohort } from '../../db/member-coverages';
import { ownedBy, type MemberKey } from '../../db/member-owned';
import { memberCompletions } from '../../db/schema';

/** A completion of an action as the goals' progress needs it. */
export interface GoalCompletionRow {
  readonly healthActionId: number;
  readonly completionDate: string;
  readonly refused: boolean;
}

/** What the tracker goals read beside the entries: the member's coverages and their completions. */
export function createTrackerGoalsRepository(db: Database) {
  return {
    coveragesOf(member: MemberKey): Promise<CoverageWithCohort[]> {
      return coveragesWithCohort(db, member.clientId, [member.memberId]);
    },

    async completionsOf(member: MemberKey, healthActionIds: readonly number[]): Promise<GoalCompletionRow[]> {
      return db
        .select({
          healthActionId: memberCompletions.healthActionId,
          completionDate: memberCompletions.completionDate,
          refused: memberCompletions.refused,
        })
        .from(memberCompletions)
        .where(and(ownedBy(memberCompletions, member), inArray(memberCompletions.healthActionId, [...healthActionIds])));
    },
  };
}

export type TrackerGoalsRepository = ReturnType<typeof createTrackerGoalsRepository>;
