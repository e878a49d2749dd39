import type { HealthActionView, HealthActionsInit, MemberActionData } from '@portal/contract';

export function memberActionData(overrides: Partial<MemberActionData> = {}): MemberActionData {
  return {
    state: 'INCOMPLETE',
    memberAttestations: [],
    articlesMarkedAsRead: [],
    profileUpdated: false,
    completions: [],
    compliancePeriods: [
      {
        id: 1002,
        cohortIncentiveStrategyId: 11,
        cohortIncentiveStrategyType: 'COHORT',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        maxRewardAmount: 25000,
        isCompliant: false,
      },
    ],
    maxEarnableIncentiveAmount: 5000,
    nextDueDate: null,
    availability: { open: true, reason: 'OPEN' },
    ...overrides,
  };
}

export function healthActionView(overrides: Partial<HealthActionView> = {}): HealthActionView {
  return {
    id: 101,
    code: 'ANNUAL_CHECKUP',
    type: 'PCP_VISIT',
    category: 'PREVENTIVE',
    complexity: 'S',
    containerHealthActionId: null,
    displayOrder: 1,
    recurrence: 'ANNUAL_CALENDAR',
    nextDueDateOffsetDayCount: null,
    incentiveCatalogCd: 'HHP-GIFT-CARDS',
    rewardAmount: 5000,
    learnAndEarnKind: null,
    articleContentId: null,
    verifiedByClaims: true,
    attestable: true,
    memberData: { '42': memberActionData() },
    toDoMembers: [42],
    pendingMembers: [],
    completedMembers: [],
    subscriberWasRewarded: false,
    subscriberCompletions: [],
    ...overrides,
  };
}

/** Harbor's action that asks the member to read the sleep article (learn and earn). */
export function readArticleAction(overrides: Partial<HealthActionView> = {}): HealthActionView {
  return healthActionView({
    id: 107,
    code: 'ARTICLE_SLEEP_WELL',
    type: null,
    category: 'LEARN_AND_EARN',
    learnAndEarnKind: 'READ_ARTICLE',
    articleContentId: 'seven-hours-of-sleep',
    attestable: false,
    ...overrides,
  });
}

export function healthActionsInit(overrides: Partial<HealthActionsInit> = {}): HealthActionsInit {
  return {
    programme: { rewardType: 'DOLLARS', incentiveStrategy: 'COHORT', yearlyMaximum: 25000, claimsLagDays: 45 },
    members: [{ id: 42, firstName: 'Maria', lastName: 'Lopez', subscriber: true }],
    healthActions: [healthActionView()],
    catalogs: [],
    ...overrides,
  };
}

/** A verified completion with what the ledger issued for it. */
export function completion(id: number, completionDate: string, issuedAmount: number): MemberActionData['completions'][number] {
  return {
    id,
    completionDate,
    source: 'CLAIM',
    refused: false,
    verifiedAt: `${completionDate}T12:00:00Z`,
    reward: { issuedAmount, notIssuedAmount: 0, notIssuedReason: null, issuedAt: `${completionDate}T12:00:00Z`, expiresOn: null },
    journey: [],
  };
}
