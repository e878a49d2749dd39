import type { DESK_OUTCOMES } from '@portal/contract';
import { recordDeskOutcomeCall } from '@portal/contract/scheduling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { staffBearer } from './staff-bearer';
import { staffKeys } from './staff-keys';

export interface DeskOutcome {
  readonly appointmentId: number;
  readonly status: (typeof DESK_OUTCOMES)[number];
  /** For a booked visit: the doctor (one the member asked for) and the visit's instant. */
  readonly bookedNpi?: string;
  readonly visitAt?: string;
}

/** The desk's word on a request; the plan's queue is read again, since a decided request leaves it. */
export function useRecordDeskOutcome(client: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointmentId, ...body }: DeskOutcome) =>
      callApi(recordDeskOutcomeCall, { params: { appointmentId }, body, bearer: staffBearer() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.deskRequests(client) }),
  });
}
