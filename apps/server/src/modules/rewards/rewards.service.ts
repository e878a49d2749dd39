import type { AutoReward, CallQuery, IncentiveHistoryEntry, PointSummary, RewardsInit, getRewardsInitCall } from '@portal/contract';
import {
  catalogLanguage,
  offeredCatalogs,
  rewardBoxesOf,
  rewardItemsOf,
  rewardsSummary,
  todayIn,
  type ProgrammeCompliancePeriod,
  type ProgrammeDefinition,
} from '@portal/domain';
import type { HouseholdAnswers } from '../../core/household-answers';
import type { CoverageBalance, LedgerHistoryEntry } from '../../core/ledger/ledger';
import type { AccessClaims } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import { toBalances, toHistory, yearOf, type BalanceJson, type HistoryJson } from '../../core/ledger/ledger-reads';
import type { createRewardsRepository, RewardsCoverage } from './rewards.repository';

export interface RewardsDependencies {
  readonly repository: ReturnType<typeof createRewardsRepository<BalanceJson & HistoryJson>>;
  readonly clock: Clock;
  readonly programmeFor: (clientId: number) => Promise<ProgrammeDefinition | null>;
  readonly householdAnswers: Pick<HouseholdAnswers, 'bytes'>;
  /** The automatic reward of the member viewed (the automatic rewards service). */
  readonly autoRewardOf: (client: ClientRecord, member: AccessClaims, viewedMemberId: number) => Promise<AutoReward>;
}

/** The programme's compliance periods by id, and those of each cohort code under its incentive strategy. */
function periodsOf(programme: ProgrammeDefinition | null) {
  const byId = new Map<number, ProgrammeCompliancePeriod>();
  const byCohort = new Map<string, ProgrammeCompliancePeriod[]>();
  for (const cohort of programme?.cohorts ?? []) {
    const periods = cohort.compliancePeriods.filter((period) => period.cohortIncentiveStrategyType === programme?.incentiveStrategy);
    byCohort.set(cohort.code, periods);
    for (const period of periods) byId.set(period.id, period);
  }
  return { byId, byCohort };
}

interface RewardsView {
  readonly client: ClientRecord;
  readonly programme: ProgrammeDefinition | null;
  readonly today: string;
  readonly coverages: readonly RewardsCoverage[];
  readonly balances: readonly CoverageBalance[];
  readonly history: readonly LedgerHistoryEntry[];
  readonly dependents: RewardsInit['dependents'];
  readonly language: string | null;
  readonly autoReward: AutoReward;
}

/** The most a member may earn this year: the plan's yearly maximum, or their cohort's period maximum when lower. */
function memberMaximum(yearlyMaximum: number, period: ProgrammeCompliancePeriod | undefined): number {
  return period ? Math.min(yearlyMaximum, period.maxRewardAmount) : yearlyMaximum;
}

/** The rewards/init answer from the ledger's figures and the plan's programme. */
function toRewardsInit(view: RewardsView): RewardsInit {
  const { client, programme, today } = view;
  const rewardType = programme?.rewardType ?? client.configuration.currency;
  const periods = periodsOf(programme);
  const balances = view.balances.filter((balance) => balance.currency === rewardType);
  const summary = rewardsSummary(balances);
  const periodOf = (coverage: RewardsCoverage): ProgrammeCompliancePeriod | undefined => {
    const cohortCode = client.cohorts.get(coverage.cohortId)?.code;
    const cohortPeriods = cohortCode === undefined ? [] : (periods.byCohort.get(cohortCode) ?? []);
    return cohortPeriods.find((candidate) => candidate.startDate <= today && today <= candidate.endDate) ?? cohortPeriods.at(-1);
  };
  const latestCoverage = view.coverages.at(-1);
  const pointSummaries = view.coverages.map((coverage): PointSummary => {
    const balance = balances.find((candidate) => candidate.memberCoverageId === coverage.id);
    const period = periodOf(coverage);
    return {
      memberCoverageId: coverage.id,
      availablePoints: balance?.available ?? 0,
      expirationDate: balance?.expiring[0]?.expiresOn ?? null,
      cohortIncentiveStrategyId: period?.cohortIncentiveStrategyId ?? null,
      cohortIncentiveStrategyType: period?.cohortIncentiveStrategyType ?? null,
      totalPoints: balance?.totalIssued ?? 0,
    };
  });
  return {
    rewardType,
    year: Number(today.slice(0, 4)),
    yearlyMaximum: memberMaximum(programme?.yearlyMaximum ?? 0, latestCoverage && periodOf(latestCoverage)),
    ...summary,
    pointSummaries,
    incentivesHistory: view.history.map((entry): IncentiveHistoryEntry => ({
      id: entry.id,
      type: entry.type,
      amount: entry.amount,
      effectiveDate: todayIn(new Date(entry.effectiveAt), client.timeZone),
      endDate: entry.endDate,
      strategyId:
        entry.compliancePeriodId === null ? null : (periods.byId.get(entry.compliancePeriodId)?.cohortIncentiveStrategyId ?? null),
      healthActionId: entry.healthActionId,
      healthActionCd: entry.healthActionCd,
      completionId: entry.completionId,
      dataType: entry.source,
      lastIssuedDate: entry.issuedAt,
      notIssuedAmount: entry.notIssuedAmount,
      notIssuedReason: entry.notIssuedReason,
      reason: entry.reason,
      orderId: entry.orderId,
    })),
    dependents: view.dependents,
    rewardsAvailable: rewardItemsOf(offeredCatalogs(programme), catalogLanguage(view.language)),
    rewardBoxes: client.configuration.features.includes('REWARD_BOXES') ? rewardBoxesOf(programme, catalogLanguage(view.language)) : [],
    rewardsConfig: {
      hasBasket: !client.configuration.features.includes('REWARDS_EXTERNAL_REDEMPTION'),
      // Direct incentives (rewards paid for one completion, outside the basket) come with redemption.
      hasDirect: false,
    },
    autoReward: view.autoReward,
  };
}

type RewardsInitQuery = CallQuery<typeof getRewardsInitCall>;

export function createRewardsService({ repository, clock, programmeFor, householdAnswers, autoRewardOf }: RewardsDependencies) {
  const service = {
    /** The member's (or one of their dependents') rewards (the route has checked who may ask). */
    async getRewardsInit(client: ClientRecord, member: AccessClaims, query: RewardsInitQuery): Promise<RewardsInit> {
      const clientId = client.configuration.id;
      const today = todayIn(clock.now(), client.timeZone);
      const [programme, page] = await Promise.all([
        programmeFor(clientId),
        repository.rewardsPage(clientId, member.memberId, query.dependentId ?? null, yearOf(today)),
      ]);
      // A subscriber sees their own dependents' rewards, and no one else's.
      if (query.dependentId !== undefined && !page.dependents.includes(query.dependentId))
        throw new AppError('FORBIDDEN', "Only a subscriber's own dependents' rewards can be shown");
      const viewedId = query.dependentId ?? member.memberId;
      const shownDependents = query.dependentId === undefined ? page.dependents : [];
      const coveragesOf = (memberId: number) => page.coverages.get(memberId) ?? [];
      const own = coveragesOf(viewedId);
      const ownIds = own.map((coverage) => coverage.id);
      // The page read the member's and every dependent's balances; each one's are picked out here.
      const allBalances = toBalances(page.ledger, today);
      const history = toHistory(page.ledger);
      const balancesOf = (ids: readonly number[]) => allBalances.filter((balance) => ids.includes(balance.memberCoverageId));
      const balances = balancesOf(ownIds);
      const rewardType = programme?.rewardType ?? client.configuration.currency;
      const dependents = shownDependents.map((memberId) => {
        const theirs = balancesOf(coveragesOf(memberId).map((coverage) => coverage.id));
        const inCurrency = theirs.filter((balance) => balance.currency === rewardType);
        return {
          memberId,
          earnedThisYear: inCurrency.reduce((sum, balance) => sum + balance.earnedThisYear, 0),
          available: inCurrency.reduce((sum, balance) => sum + balance.available, 0),
        };
      });
      const autoReward = await autoRewardOf(client, member, viewedId);
      return toRewardsInit({
        client,
        programme,
        today,
        coverages: own,
        balances,
        history,
        dependents,
        language: page.language,
        autoReward,
      });
    },

    /** One of the catalogs the plan offers, in the member's language (NOT_FOUND for any other code). */
    async incentiveCatalog(client: ClientRecord, member: AccessClaims, code: string) {
      const clientId = client.configuration.id;
      const [programme, language] = await Promise.all([programmeFor(clientId), repository.memberLanguage(clientId, member.memberId)]);
      const catalog = offeredCatalogs(programme).find((candidate) => candidate.code === code);
      if (!catalog) throw new AppError('NOT_FOUND', 'The plan offers no catalog of that code');
      return {
        code: catalog.code,
        rewardType: programme?.rewardType ?? client.configuration.currency,
        items: rewardItemsOf([catalog], catalogLanguage(language)),
      };
    },

    /** getRewardsInit's answer as sent, kept while nothing in it changes (it is read on every visit of the rewards pages). */
    rewardsInitAnswer(
      client: ClientRecord,
      member: AccessClaims,
      query: RewardsInitQuery,
      serialize: (answer: unknown) => string,
    ): Promise<Buffer> {
      const variant = `rewards|${query.dependentId ?? ''}`;
      return householdAnswers.bytes(
        { client, memberId: member.memberId, variant },
        () => service.getRewardsInit(client, member, query),
        serialize,
      );
    },
  };
  return service;
}

export type RewardsService = ReturnType<typeof createRewardsService>;
