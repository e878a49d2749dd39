import { and, eq, sql, type SQL } from 'drizzle-orm';
import { prepareStatement, type Database } from '../../db/database';
import { memberCoverages, members } from '../../db/schema';

export interface RewardsCoverage {
  readonly id: number;
  readonly cohortId: number;
}

/** The ledger's SQL of balances and history, of the coverages a query of their ids selects (handed in by the ledger). */
export interface LedgerColumns {
  readonly balances: (coverages: SQL) => SQL;
  readonly history: (coverages: SQL) => SQL;
}

/** What rewards/init reads: the member's dependents, everyone's coverages, and the ledger's rows. */
export interface RewardsPageRows {
  /** The subscriber's dependents on the roster (spec 001: their rewards show to the subscriber). */
  readonly dependents: number[];
  /** Each member's coverages (the member's and their dependents'), oldest first. */
  readonly coverages: Map<number, RewardsCoverage[]>;
  /** The signed-in member's preferred language (the catalog's names are in it). */
  readonly language: string | null;
}

/**
 * The rewards page in one round trip planned once per connection (it runs on every visit): the
 * member's household (members through the subscriber index, coverages through the member index,
 * within the member's client), the balances of the coverages shown (the member's and every
 * dependent's, or the one dependent's asked for) and the history of the member viewed. A
 * dependent id that is not the member's own dependent views the member (the service refuses it).
 */
const rewardsPage = (ledger: LedgerColumns) => {
  const memberId = sql`${sql.placeholder('memberId')}::int`;
  const dependentId = sql`${sql.placeholder('dependentId')}::int`;
  const viewed = sql`coalesce((select id from household where id = ${dependentId} and id <> ${memberId}), ${memberId})`;
  return sql`
    with household as (
      select id from members where client_id = ${sql.placeholder('clientId')} and (id = ${memberId} or subscriber_id = ${memberId})
    ), coverage as (
      select member_id, id, cohort_id, start_date from member_coverages
      where client_id = ${sql.placeholder('clientId')} and member_id in (select id from household)
    )
    select
      (select coalesce(json_agg(h.id order by h.id), '[]'::json) from household h where h.id <> ${memberId}) as dependents,
      (select coalesce(json_agg(json_build_object('memberId', c.member_id, 'id', c.id, 'cohortId', c.cohort_id)
          order by c.start_date, c.id), '[]'::json) from coverage c) as coverages,
      (select preferred_language_cd from members where id = ${memberId} and client_id = ${sql.placeholder('clientId')}) as language,
      ${ledger.balances(sql`select id from coverage where ${dependentId} is null or member_id = ${viewed}`)},
      ${ledger.history(sql`select id from coverage where member_id = ${viewed}`)}
  `;
};

/** The members and coverages the rewards calls may show, always within one client. */
export function createRewardsRepository<LedgerRows extends object = object>(db: Database, ledger: LedgerColumns) {
  const readPage = prepareStatement<
    { dependents: number[]; coverages: (RewardsCoverage & { memberId: number })[]; language: string | null } & LedgerRows
  >(db, 'rewards_page', rewardsPage(ledger));
  return {
    async rewardsPage(
      clientId: number,
      memberId: number,
      dependentId: number | null,
      year: { yearStart: string; yearEnd: string },
    ): Promise<RewardsPageRows & { ledger: LedgerRows }> {
      const [row] = await readPage({ clientId, memberId, dependentId, ...year });
      const { dependents, coverages, language, ...ledgerRows } = row!;
      const byMember = new Map<number, RewardsCoverage[]>([memberId, ...dependents].map((id) => [id, []]));
      for (const { memberId: owner, id, cohortId } of coverages) byMember.get(owner)?.push({ id, cohortId });
      return { dependents, coverages: byMember, language, ledger: ledgerRows as LedgerRows };
    },

    /** The member's preferred language, within the client. */
    async memberLanguage(clientId: number, memberId: number): Promise<string | null> {
      const [row] = await db
        .select({ language: members.preferredLanguageCd })
        .from(members)
        .where(and(eq(members.id, memberId), eq(members.clientId, clientId)));
      return row?.language ?? null;
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
