/** The query keys of the staff console. */
export const staffKeys = {
  all: ['staff'] as const,
  clients: () => [...staffKeys.all, 'clients'] as const,
  rosterRecord: (memberId: number) => [...staffKeys.all, 'roster-record', memberId] as const,
  accounts: () => [...staffKeys.all, 'accounts'] as const,
  deskRequests: (client: string) => [...staffKeys.all, 'desk-requests', client] as const,
};
