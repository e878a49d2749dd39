import { appointmentsCall } from '@portal/contract/scheduling';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { schedulingKeys } from './scheduling-keys';

export const appointmentsQuery = (memberId: number) =>
  queryOptions({
    queryKey: schedulingKeys.appointments(memberId),
    queryFn: ({ signal }) => callApi(appointmentsCall, { signal }),
  });

/** The member's visit requests; the latest drives the page. */
export function useAppointments() {
  const session = useSession();
  return useQuery(appointmentsQuery(session?.memberId ?? 0));
}
