import type { AvailabilitySlot } from '@portal/contract';
import { scheduleAppointmentCall } from '@portal/contract/scheduling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { schedulingKeys } from './scheduling-keys';

export interface VisitRequest {
  readonly availability: readonly AvailabilitySlot[];
  /** Schedule keys, the preferred doctor first. */
  readonly providers: readonly string[];
  readonly demoPhone: string;
}

/** Sends the request to the plan's scheduling desk; the member's requests are read again. */
export function useScheduleAppointment() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: VisitRequest) =>
      callApi(scheduleAppointmentCall, {
        body: { availability: [...request.availability], providers: [...request.providers], demoPhone: request.demoPhone },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schedulingKeys.appointments(session?.memberId ?? 0) }),
  });
}
