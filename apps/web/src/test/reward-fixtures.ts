import type { PointSummary, RewardItem } from '@portal/contract';

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
