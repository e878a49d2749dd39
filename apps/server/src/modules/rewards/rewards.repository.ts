import { and, eq, sql } from 'drizzle-orm';
import { prepareStatement, type Database } from '../../db/database';
import { memberCoverages } from '../../db/schema';

export interface RewardsCoverage {
  readonly id: number;
  readonly cohortId: number;
}

/** A member's household as rewards/init reads it: their dependents and everyone's coverages. */
export interface RewardsHousehold {
  /** The subscriber's dependents on the roster (spec 001: their rewards show to the subscriber). */
  readonly dependents: number[];
  /** Each member's coverages (the member's and their dependents'), oldest first. */
  readonly coverages: Map<number, RewardsCoverage[]>;
}

/**
 * The member's dependents and the coverages of all of them, in one round trip planned once per
 * connection (it runs on every visit of the rewards page): members through the subscriber index,
 * coverages through the member index, within the member's client only.
 */
const HOUSEHOLD = sql`
  with household as (
    select id from members
    where client_id = ${sql.placeholder('clientId')} and (id = ${sql.placeholder('memberId')} or subscriber_id = ${sql.placeholder('memberId')})
  )
  select
    (select coalesce(json_agg(h.id order by h.id), '[]'::json) from household h where h.id <> ${sql.placeholder('memberId')}) as dependents,
    (select coalesce(json_agg(json_build_object('memberId', c.member_id, 'id', c.id, 'cohortId', c.cohort_id)
        order by c.start_date, c.id), '[]'::json)
      from member_coverages c
      where c.client_id = ${sql.placeholder('clientId')} and c.member_id in (select id from household)) as coverages
`;

/** The members and coverages the rewards calls may show, always within one client. */
export function createRewardsRepository(db: Database) {
  const readHousehold = prepareStatement<{ dependents: number[]; coverages: (RewardsCoverage & { memberId: number })[] }>(
    db,
    'rewards_household',
    HOUSEHOLD,
  );
  return {
    async householdOf(clientId: number, memberId: number): Promise<RewardsHousehold> {
      const [row] = await readHousehold({ clientId, memberId });
      const { dependents, coverages } = row!;
      const byMember = new Map<number, RewardsCoverage[]>([memberId, ...dependents].map((id) => [id, []]));
      for (const { memberId: owner, id, cohortId } of coverages) byMember.get(owner)?.push({ id, cohortId });
      return { dependents, coverages: byMember };
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
