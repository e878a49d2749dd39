import type { MemberInfo, PointSummary, RewardItem, RewardOrder, RewardsInit } from '@portal/contract';

/** A catalog item: a $25 grocery card by e-mail, unless told otherwise. */
export const rewardItem = (overrides: Partial<RewardItem>): RewardItem => ({
  id: 1,
  productId: 1,
  type: 'GIFT_CARD',
  name: 'Grocery card $25',
  brand: 'Grocer',
  faceValue: 2500,
  redemptionAmount: 2500,
  imageUrl: '/images/grocery.png',
  deliveryForm: 'DIGITAL',
  ...overrides,
});

/** One coverage's balance, none of it expiring. */
export const pointSummary = (memberCoverageId: number, points: number): PointSummary => ({
  memberCoverageId,
  availablePoints: points,
  expirationDate: null,
  cohortIncentiveStrategyId: null,
  cohortIncentiveStrategyType: null,
  totalPoints: points,
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
  autoReward: { selected: null, address: null },
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

/** Maria's verified mailing address in Portland (id 3), where physical rewards ship unless told otherwise. */
export const mailingAddress = (overrides: Partial<MemberInfo['addresses'][number]> = {}): MemberInfo['addresses'][number] => ({
  id: 3,
  name: null,
  streetAddr1: '88 SE Ankeny St',
  streetAddr2: null,
  city: 'Portland',
  state: 'OR',
  zip: '97214',
  primary: true,
  verified: true,
  ...overrides,
});
