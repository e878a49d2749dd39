/** The query keys of the rewards area. */
export const rewardsKeys = {
  all: ['rewards'] as const,
  /** A subscriber's own figures, or those of a dependent of theirs (spec 001 family rewards). */
  init: (memberId: number, dependentId?: number) => [...rewardsKeys.all, 'init', memberId, dependentId ?? null] as const,
  orders: (memberId: number, dependentId?: number) => [...rewardsKeys.all, 'orders', memberId, dependentId ?? null] as const,
};
