import type { PointSummary, RewardOrder, RewardsInit } from '@portal/contract';

/** One coverage's balance that never expires. */
export const pointSummary = (memberCoverageId: number, availablePoints: number): PointSummary => ({
  memberCoverageId,
  availablePoints,
  expirationDate: null,
  cohortIncentiveStrategyId: null,
  cohortIncentiveStrategyType: null,
  totalPoints: availablePoints,
});

/** A dollars programme's rewards/init with nothing in it but what the test gives. */
export const rewardsInitOf = (overrides: Partial<RewardsInit> = {}): RewardsInit => ({
  rewardType: 'DOLLARS',
  year: 2026,
  yearlyMaximum: 25000,
  earnedThisYear: 6000,
  available: 6000,
  expiring: [],
  pointSummaries: [],
  incentivesHistory: [],
  dependents: [],
  rewardsAvailable: [],
  rewardBoxes: [],
  rewardsConfig: { hasBasket: true, hasDirect: false },
  ...overrides,
});

/** A placed order of nothing in particular: the test gives the lines and where it goes. */
export const rewardOrderOf = (overrides: Partial<RewardOrder> = {}): RewardOrder => ({
  orderId: 501,
  memberId: 42,
  memberCoverageId: 7,
  currency: 'DOLLARS',
  total: 3000,
  state: 'PLACED',
  placedAt: '2026-11-24T10:00:00Z',
  lines: [],
  shippingAddress: null,
  emailTo: null,
  shipper: null,
  trackingNumber: null,
  trackingUrl: null,
  shippedOn: null,
  deliveredOn: null,
  cancelledAt: null,
  ...overrides,
});
