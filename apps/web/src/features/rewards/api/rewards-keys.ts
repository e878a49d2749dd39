/** The query keys of the rewards area. */
export const rewardsKeys = {
  all: ['rewards'] as const,
  init: (memberId: number) => [...rewardsKeys.all, 'init', memberId] as const,
};
