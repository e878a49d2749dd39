import type { HealthActionCompletionView, HealthActionsInit, HealthActionView, MemberActionData } from '@portal/contract';
import {
  actionAvailability,
  attestationJourney,
  cohortPeriodOn,
  cohortPeriods,
  completionJourney,
  compliancePeriodsWithCompliance,
  coverageOn,
  healthActionStates,
  householdProgress,
  lastCompletion,
  maxEarnableIncentiveAmount,
  nextDueDate,
  subscriberWasRewarded,
  todayIn,
  type HealthActionCompletion,
  type HealthActionDefinition,
  type HealthActionState,
  type MemberActionRecord,
  type ProgrammeDefinition,
} from '@portal/domain';
import { groupBy } from '../../lib/group-by';
import type { ActivityRow, AttestationRow, HouseholdCompletion, HouseholdCoverage, HouseholdMember } from './household-records';

/** What the ledger answered for a completion (its outcome, and when the reward lapses). */
export interface CompletionReward {
  readonly issuedAmount: number;
  readonly notIssuedAmount: number;
  readonly notIssuedReason: 'YEARLY_MAXIMUM' | 'PERIOD_MAXIMUM' | null;
  readonly issuedAt: string;
  readonly expiresOn: string | null;
}

export interface HouseholdRecords {
  readonly programme: ProgrammeDefinition;
  readonly timeZone: string;
  readonly termPeriodDayCount: number;
  readonly now: Date;
  readonly household: readonly HouseholdMember[];
  readonly coverages: readonly HouseholdCoverage[];
  readonly completions: readonly HouseholdCompletion[];
  readonly attestations: readonly AttestationRow[];
  readonly activities: readonly ActivityRow[];
  readonly rewards: ReadonlyMap<number, CompletionReward>;
}

/** An action the plan's claims confirm: a member's word on it waits for them. */
export const verifiedByClaims = (action: HealthActionDefinition): boolean => action.verifyingClaimCodes.length > 0;

const isProfileUpdate = (action: HealthActionDefinition): boolean =>
  action.learnAndEarnKind === 'PROFILE_UPDATE' || action.type === 'PROFILE_UPDATE';

/** An article read belongs to the action that asks for that article. */
const readsArticleOf = (action: HealthActionDefinition, activity: ActivityRow): boolean =>
  action.learnAndEarnKind === 'READ_ARTICLE' &&
  action.articleContentId !== null &&
  activity.activityType === 'READ_ARTICLE' &&
  activity.contentId === action.articleContentId;

/** One member's view of every action of the programme. */
function memberView(records: HouseholdRecords, member: HouseholdMember) {
  const { programme, timeZone, now } = records;
  const today = todayIn(now, timeZone);
  const plansDay = (instant: Date | string): string => todayIn(new Date(instant), timeZone);
  const coverages = records.coverages.filter((coverage) => coverage.memberId === member.id);
  const active = coverageOn(coverages, today, programme, records.termPeriodDayCount);
  // Without an active coverage, the periods shown are those of the member's latest one.
  const shown = active ?? coverages.at(-1);
  const periods = shown ? cohortPeriods(programme, shown.cohortCode) : [];
  const currentPeriod = active ? cohortPeriodOn(programme, active.cohortCode, today) : undefined;
  const completions = records.completions.filter((row) => row.memberId === member.id);
  const issued = (row: HouseholdCompletion): number => records.rewards.get(row.id)?.issuedAmount ?? 0;
  const earnedThisYear = completions
    .filter((row) => row.completionDate.slice(0, 4) === today.slice(0, 4))
    .reduce((sum, row) => sum + issued(row), 0);
  const earnedThisPeriod = currentPeriod
    ? completions
        .filter((row) => currentPeriod.startDate <= row.completionDate && row.completionDate <= currentPeriod.endDate)
        .reduce((sum, row) => sum + issued(row), 0)
    : 0;
  const byAction = groupBy(completions, (row) => row.healthActionId);
  const attestations = records.attestations.filter((row) => row.memberId === member.id);
  const activities = records.activities.filter((row) => row.memberId === member.id);
  const domainCompletions = (actionId: number): HealthActionCompletion[] =>
    (byAction.get(actionId) ?? []).map((row) => ({ completionDate: row.completionDate, refused: row.refused, issuedAmount: issued(row) }));
  const actionRecords = new Map<number, MemberActionRecord>(
    programme.healthActions.map((action) => [
      action.id,
      {
        completions: domainCompletions(action.id),
        awaitingVerification: verifiedByClaims(action)
          ? attestations.filter((row) => row.healthActionId === action.id).map((row) => row.completionDate)
          : [],
      },
    ]),
  );
  const context = { today, periods };
  const states = healthActionStates(programme.healthActions, actionRecords, context);

  // A completion shows in its action's list, under the attestation it confirmed and among the
  // subscriber's: each is built once per answer.
  const completionViews = new Map<number, HealthActionCompletionView>();
  const completionView = (row: HouseholdCompletion): HealthActionCompletionView => {
    let view = completionViews.get(row.id);
    if (!view) {
      view = buildCompletionView(row);
      completionViews.set(row.id, view);
    }
    return view;
  };
  const buildCompletionView = (row: HouseholdCompletion): HealthActionCompletionView => {
    const reward = records.rewards.get(row.id) ?? null;
    const verifiedOn = plansDay(row.recordedAt);
    return {
      id: row.id,
      completionDate: row.completionDate,
      source: row.source,
      refused: row.refused,
      verifiedAt: row.recordedAt.toISOString(),
      reward,
      journey: completionJourney({
        completionDate: row.completionDate,
        source: row.source,
        verifiedOn,
        refused: row.refused,
        reward: reward && { ...reward, issuedOn: plansDay(reward.issuedAt) },
        today,
      }),
    };
  };

  const dataOf = (action: HealthActionDefinition): MemberActionData => {
    const own = byAction.get(action.id) ?? [];
    const state: HealthActionState = states.get(action.id) ?? 'INCOMPLETE';
    const done = domainCompletions(action.id);
    const availability = actionAvailability(action, {
      today,
      coverageActive: active !== undefined,
      inCohortPeriod: currentPeriod !== undefined,
      state,
      completions: done,
      earnedThisYear,
      yearlyMaximum: programme.yearlyMaximum,
    });
    const last = lastCompletion(done);
    const caps = [programme.yearlyMaximum - earnedThisYear, ...(currentPeriod ? [currentPeriod.maxRewardAmount - earnedThisPeriod] : [])];
    const earnable = availability.open && state !== 'COMPLETED' ? Math.max(0, maxEarnableIncentiveAmount([action.rewardAmount], caps)) : 0;
    return {
      state,
      memberAttestations: attestations
        .filter((row) => row.healthActionId === action.id)
        .map((row) => {
          const confirmedBy = own.find((completion) => completion.completionDate >= row.completionDate);
          return {
            id: row.id,
            memberId: row.memberId,
            completionDate: row.completionDate,
            submittedAt: row.submittedAt.toISOString(),
            journey: confirmedBy
              ? completionView(confirmedBy).journey
              : attestationJourney({ completionDate: row.completionDate, claimsLagDays: programme.claimsLagDays }),
          };
        }),
      articlesMarkedAsRead: activities
        .filter((activity) => readsArticleOf(action, activity))
        .map((activity) => ({ contentId: activity.contentId!, readOn: plansDay(activity.recordedAt) })),
      profileUpdated: isProfileUpdate(action) && activities.some((activity) => activity.activityType === 'PROFILE_UPDATED'),
      completions: own.map(completionView),
      compliancePeriods: compliancePeriodsWithCompliance(periods, done),
      maxEarnableIncentiveAmount: earnable,
      nextDueDate:
        action.nextDueDateOffsetDayCount !== null && last ? nextDueDate(last.completionDate, action.nextDueDateOffsetDayCount) : null,
      availability,
    };
  };
  return { dataOf, context, completionView, byAction };
}

/**
 * The answer of health-actions/init: the programme's actions with each household member's
 * progress, journeys and availability, and the lists derived from them (spec 001 section 3).
 */
export function healthActionsInit(records: HouseholdRecords): HealthActionsInit {
  const { programme, household } = records;
  const views = household.map((member) => ({ member, view: memberView(records, member) }));
  const signedIn = views[0];
  const actions = [...programme.healthActions].sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);
  const healthActions = actions.map((action): HealthActionView => {
    const memberData = Object.fromEntries(views.map(({ member, view }) => [String(member.id), view.dataOf(action)]));
    const progress = householdProgress(
      views.map(({ member }) => ({ memberId: member.id, isSubscriber: member.subscriber, state: memberData[String(member.id)]!.state })),
    );
    // The subscriber's own record: the signed-in member's when they hold the coverage.
    const subscriber = signedIn?.member.subscriber ? signedIn : undefined;
    const subscriberRows = subscriber ? (subscriber.view.byAction.get(action.id) ?? []) : [];
    return {
      id: action.id,
      code: action.code,
      type: action.type,
      category: action.category,
      complexity: action.complexity,
      containerHealthActionId: action.containerHealthActionId,
      displayOrder: action.displayOrder,
      recurrence: action.recurrence,
      nextDueDateOffsetDayCount: action.nextDueDateOffsetDayCount,
      incentiveCatalogCd: action.incentiveCatalogCd,
      rewardAmount: action.rewardAmount,
      learnAndEarnKind: action.learnAndEarnKind,
      articleContentId: action.articleContentId,
      verifiedByClaims: verifiedByClaims(action),
      attestable: action.attestable,
      memberData,
      ...progress,
      subscriberWasRewarded: subscriber
        ? subscriberWasRewarded(
            action,
            subscriberRows.map((row) => ({
              completionDate: row.completionDate,
              issuedAmount: records.rewards.get(row.id)?.issuedAmount ?? 0,
            })),
            subscriber.view.context,
          )
        : false,
      subscriberCompletions: subscriber ? [...subscriberRows].reverse().map(subscriber.view.completionView) : [],
    };
  });
  const catalogs = groupBy(
    actions.filter((action) => action.incentiveCatalogCd !== null),
    (action) => action.incentiveCatalogCd!,
  );
  return {
    programme: {
      rewardType: programme.rewardType,
      incentiveStrategy: programme.incentiveStrategy,
      yearlyMaximum: programme.yearlyMaximum,
      claimsLagDays: programme.claimsLagDays,
    },
    members: household.map(({ id, firstName, lastName, subscriber }) => ({ id, firstName, lastName, subscriber })),
    healthActions,
    catalogs: [...catalogs].map(([code, members]) => ({ code, healthActions: members.map((action) => action.id) })),
  };
}
