import { listPrescriptionsCall } from '@portal/contract/prescriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';

export const prescriptionKeys = {
  all: ['prescriptions'] as const,
  member: (memberId: number) => [...prescriptionKeys.all, memberId] as const,
};

export const prescriptionsQuery = (memberId: number) =>
  queryOptions({
    queryKey: prescriptionKeys.member(memberId),
    queryFn: ({ signal }) => callApi(listPrescriptionsCall, { signal }),
    staleTime: 60_000,
  });

/** The member's prescription fills, newest first, as the plan's pharmacy data brought them. */
export function usePrescriptions() {
  const session = useSession();
  return useQuery({ ...prescriptionsQuery(session?.memberId ?? 0), enabled: session !== null });
}
