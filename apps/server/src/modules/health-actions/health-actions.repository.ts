import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  cohorts,
  memberActivities,
  memberAttestations,
  memberCompletions,
  memberCoverages,
  members,
  reasonableAlternativeRequests,
} from '../../db/schema';
import type { ActivityRow, AttestationRow, HouseholdCompletion, HouseholdCoverage, HouseholdMember } from './household-records';

const attestationColumns = {
  id: memberAttestations.id,
  memberId: memberAttestations.memberId,
  healthActionId: memberAttestations.healthActionId,
  completionDate: memberAttestations.completionDate,
  submittedAt: memberAttestations.submittedAt,
};

export function createHealthActionsRepository(db: Database) {
  return {
    /** The signed-in member and the dependents they hold the coverage for, in the member's client only. */
    async household(clientId: number, memberId: number): Promise<HouseholdMember[]> {
      const rows = await db
        .select({
          id: members.id,
          clientMemberId: members.clientMemberId,
          firstName: members.firstName,
          lastName: members.lastName,
          subscriberId: members.subscriberId,
          preferredLanguageCd: members.preferredLanguageCd,
        })
        .from(members)
        .where(and(eq(members.clientId, clientId), or(eq(members.id, memberId), eq(members.subscriberId, memberId))))
        .orderBy(asc(members.id));
      // The signed-in member first, then their dependents.
      const ordered = [...rows.filter((row) => row.id === memberId), ...rows.filter((row) => row.id !== memberId)];
      return ordered.map(({ subscriberId, ...row }) => ({ ...row, subscriber: subscriberId === null }));
    },

    async coverages(clientId: number, memberIds: readonly number[]): Promise<HouseholdCoverage[]> {
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
    },

    async completions(clientId: number, memberIds: readonly number[]): Promise<HouseholdCompletion[]> {
      return db
        .select({
          id: memberCompletions.id,
          memberId: memberCompletions.memberId,
          healthActionId: memberCompletions.healthActionId,
          completionDate: memberCompletions.completionDate,
          source: memberCompletions.source,
          refused: memberCompletions.refused,
          recordedAt: memberCompletions.recordedAt,
        })
        .from(memberCompletions)
        .where(and(eq(memberCompletions.clientId, clientId), inArray(memberCompletions.memberId, [...memberIds])))
        .orderBy(asc(memberCompletions.completionDate), asc(memberCompletions.id));
    },

    async attestations(clientId: number, memberIds: readonly number[]): Promise<AttestationRow[]> {
      return db
        .select(attestationColumns)
        .from(memberAttestations)
        .where(and(eq(memberAttestations.clientId, clientId), inArray(memberAttestations.memberId, [...memberIds])))
        .orderBy(asc(memberAttestations.completionDate), asc(memberAttestations.id));
    },

    /** The activities the programme reads: profile updates and articles read. */
    async activities(clientId: number, memberIds: readonly number[]): Promise<ActivityRow[]> {
      const rows = await db
        .select({
          memberId: memberActivities.memberId,
          activityType: memberActivities.activityType,
          payload: memberActivities.activityPayload,
          recordedAt: memberActivities.recordedAt,
        })
        .from(memberActivities)
        .where(
          and(
            eq(memberActivities.clientId, clientId),
            inArray(memberActivities.memberId, [...memberIds]),
            inArray(memberActivities.activityType, ['PROFILE_UPDATED', 'READ_ARTICLE']),
          ),
        )
        .orderBy(asc(memberActivities.recordedAt));
      return rows.map(({ payload, ...row }) => ({ ...row, contentId: payload?.contentId ?? null }));
    },

    /** Records an attestation; the same member, action and day twice is the same attestation. */
    async attest(
      clientId: number,
      memberId: number,
      healthActionId: number,
      completionDate: string,
      submittedByMemberId: number,
      now: Date,
    ): Promise<AttestationRow> {
      const [inserted] = await db
        .insert(memberAttestations)
        .values({ clientId, memberId, healthActionId, completionDate, submittedByMemberId, submittedAt: now })
        .onConflictDoNothing()
        .returning(attestationColumns);
      if (inserted) return inserted;
      const [existing] = await db
        .select(attestationColumns)
        .from(memberAttestations)
        .where(
          and(
            eq(memberAttestations.clientId, clientId),
            eq(memberAttestations.memberId, memberId),
            eq(memberAttestations.healthActionId, healthActionId),
            eq(memberAttestations.completionDate, completionDate),
          ),
        );
      return existing!;
    },

    async recordReasonableAlternative(
      tx: Database,
      request: Omit<typeof reasonableAlternativeRequests.$inferInsert, 'id'>,
    ): Promise<{ id: number; submittedAt: Date }> {
      const [row] = await tx
        .insert(reasonableAlternativeRequests)
        .values(request)
        .returning({ id: reasonableAlternativeRequests.id, submittedAt: reasonableAlternativeRequests.submittedAt });
      return row!;
    },

    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
  };
}

export type HealthActionsRepository = ReturnType<typeof createHealthActionsRepository>;
