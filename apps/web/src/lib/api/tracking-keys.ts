/**
 * The query keys of a member's trackers, which home and the trackers' pages read: everything
 * under `member(id)` is read again after an entry is saved.
 */
export const trackingKeys = {
  all: ['tracking'] as const,
  member: (memberId: number) => [...trackingKeys.all, memberId] as const,
  summary: (memberId: number) => [...trackingKeys.member(memberId), 'summary'] as const,
};
