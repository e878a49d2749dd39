/**
 * The query keys of member-info, which many features read and change: everything the member's
 * record answers is under `all`, one member's under `of`.
 */
export const memberInfoKeys = {
  all: ['member-info'] as const,
  of: (memberId: number) => [...memberInfoKeys.all, memberId] as const,
};
