/**
 * The query keys of the health actions' data, which home, the health-actions pages and the
 * rewards page all read, and an attestation changes.
 */
export const healthActionsKeys = {
  all: ['health-actions'] as const,
  init: (memberId: number) => [...healthActionsKeys.all, 'init', memberId] as const,
};
