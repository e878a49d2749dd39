import { getHealthRisksCall } from '@portal/contract/questionnaires';
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { HealthRisks } from '@portal/contract';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { healthProfileKeys } from './health-profile-keys';

export const healthRisksQuery = (memberId: number) =>
  queryOptions({
    queryKey: healthProfileKeys.risks(memberId),
    queryFn: ({ signal }) => callApi(getHealthRisksCall, { signal }),
    staleTime: 60_000,
  });

/** The risks of the member's latest completed HRA; the summary and each risk's page read it. */
export function useHealthRisks(): UseQueryResult<HealthRisks> {
  const session = useSession();
  return useQuery({ ...healthRisksQuery(session?.memberId ?? 0), enabled: session !== null });
}
