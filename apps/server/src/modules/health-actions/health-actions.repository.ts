import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { prepareStatement, type Database } from '../../db/database';
import { memberAttestations, reasonableAlternativeRequests } from '../../db/schema';
import type {
  ActivityRow,
  AttestationRow,
  CompletionOutcomeRow,
  HouseholdCompletion,
  HouseholdCoverage,
  HouseholdMember,
} from './household-records';

const attestationColumns = {
  id: memberAttestations.id,
  memberId: memberAttestations.memberId,
  healthActionId: memberAttestations.healthActionId,
  completionDate: memberAttestations.completionDate,
  submittedAt: memberAttestations.submittedAt,
};

/** The household's records as one statement answers them: each list as JSON, dates as text. */
interface HouseholdJson {
  readonly household: (Omit<HouseholdMember, 'subscriber'> & { subscriberId: number | null })[];
  readonly coverages: HouseholdCoverage[];
  readonly completions: (Omit<HouseholdCompletion, 'recordedAt'> & { recordedAt: string })[];
  readonly attestations: (Omit<AttestationRow, 'submittedAt'> & { submittedAt: string })[];
  readonly activities: (Omit<ActivityRow, 'recordedAt'> & { recordedAt: string })[];
  readonly outcomes: CompletionOutcomeRow[];
}

export interface HouseholdRecordSet {
  /** The signed-in member first, then their dependents. */
  readonly household: HouseholdMember[];
  readonly coverages: HouseholdCoverage[];
  readonly completions: HouseholdCompletion[];
  readonly attestations: AttestationRow[];
  readonly activities: ActivityRow[];
  /** The ledger's outcome of each completion that has one, as its SQL answers them. */
  readonly outcomes: CompletionOutcomeRow[];
}

/**
 * Everything health-actions/init reads of a household, in one round trip (it runs on every visit
 * of the member's home): the member and the members whose subscriber they are, in the member's
 * client only, with their coverages, completions, attestations and the activities the programme
 * reads, and the ledger's outcomes of those completions (its SQL, from the ledger).
 */
/** The ledger's SQL of completion outcomes (handed in: the ledger keeps its tables' SQL). */
export type OutcomesJson = (clientId: SQL | Placeholder, completionIds: SQL) => SQL;

const householdRecords = (outcomesJson: OutcomesJson) => sql`
  with household as (
    select id, client_member_id, first_name, last_name, subscriber_id, preferred_language_cd
    from members
    where client_id = ${sql.placeholder('clientId')} and (id = ${sql.placeholder('memberId')} or subscriber_id = ${sql.placeholder('memberId')})
  )
  select
    (select coalesce(json_agg(json_build_object(
        'id', h.id, 'clientMemberId', h.client_member_id, 'firstName', h.first_name, 'lastName', h.last_name,
        'subscriberId', h.subscriber_id, 'preferredLanguageCd', h.preferred_language_cd) order by h.id), '[]'::json)
      from household h) as household,
    (select coalesce(json_agg(json_build_object(
        'id', c.id, 'memberId', c.member_id, 'startDate', c.start_date, 'endDate', c.end_date, 'cohortCode', co.code)
        order by c.start_date, c.id), '[]'::json)
      from member_coverages c join cohorts co on co.id = c.cohort_id
      where c.client_id = ${sql.placeholder('clientId')} and c.member_id in (select id from household)) as coverages,
    (select coalesce(json_agg(json_build_object(
        'id', mc.id, 'memberId', mc.member_id, 'healthActionId', mc.health_action_id, 'completionDate', mc.completion_date,
        'source', mc.source, 'refused', mc.refused, 'recordedAt', mc.recorded_at) order by mc.completion_date, mc.id), '[]'::json)
      from member_completions mc
      where mc.client_id = ${sql.placeholder('clientId')} and mc.member_id in (select id from household)) as completions,
    (select coalesce(json_agg(json_build_object(
        'id', a.id, 'memberId', a.member_id, 'healthActionId', a.health_action_id, 'completionDate', a.completion_date,
        'submittedAt', a.submitted_at) order by a.completion_date, a.id), '[]'::json)
      from member_attestations a
      where a.client_id = ${sql.placeholder('clientId')} and a.member_id in (select id from household)) as attestations,
    (select coalesce(json_agg(json_build_object(
        'memberId', ma.member_id, 'activityType', ma.activity_type, 'contentId', ma.activity_payload ->> 'contentId',
        'recordedAt', ma.recorded_at) order by ma.recorded_at, ma.id), '[]'::json)
      from member_activities ma
      where ma.client_id = ${sql.placeholder('clientId')} and ma.member_id in (select id from household)
        and ma.activity_type in ('PROFILE_UPDATED', 'READ_ARTICLE')) as activities,
    ${outcomesJson(
      sql.placeholder('clientId'),
      sql`select id from member_completions where client_id = ${sql.placeholder('clientId')} and member_id in (select id from household)`,
    )} as outcomes
`;

export function createHealthActionsRepository(db: Database, outcomesJson: OutcomesJson) {
  const readHousehold = prepareStatement<HouseholdJson>(db, 'health_actions_household', householdRecords(outcomesJson));
  return {
    async records(clientId: number, memberId: number): Promise<HouseholdRecordSet> {
      const [row] = await readHousehold({ clientId, memberId });
      const { household, coverages, completions, attestations, activities, outcomes } = row!;
      const members = household.map(({ subscriberId, ...member }) => ({ ...member, subscriber: subscriberId === null }));
      return {
        household: [...members.filter((member) => member.id === memberId), ...members.filter((member) => member.id !== memberId)],
        coverages,
        completions: completions.map((completion) => ({ ...completion, recordedAt: new Date(completion.recordedAt) })),
        attestations: attestations.map((attestation) => ({ ...attestation, submittedAt: new Date(attestation.submittedAt) })),
        activities: activities.map((activity) => ({ ...activity, recordedAt: new Date(activity.recordedAt) })),
        outcomes,
      };
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
