import type { AppointmentStatus } from '@portal/contract';

/** Spec 001 section 4: these three are all "pending" to the member. */
export const PENDING_STATUSES: readonly AppointmentStatus[] = ['queued', 'in_progress', 'triggered'];

export function isPending(status: AppointmentStatus): boolean {
  return PENDING_STATUSES.includes(status);
}

/**
 * The moves a request may make (decision 0053). A pending request moves forward or ends; a booked
 * visit may still be cancelled; failed and cancelled are final (the member asks again instead).
 */
const NEXT_STATUSES: Readonly<Record<AppointmentStatus, readonly AppointmentStatus[]>> = {
  queued: ['in_progress', 'triggered', 'success', 'failed', 'cancelled'],
  in_progress: ['triggered', 'success', 'failed', 'cancelled'],
  triggered: ['success', 'failed', 'cancelled'],
  success: ['cancelled'],
  failed: [],
  cancelled: [],
};

export function canMoveAppointment(from: AppointmentStatus, to: AppointmentStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** Spec 001 section 4: what the scheduling page shows for the latest request. */
export type SchedulingScreen = 'request' | 'requested' | 'scheduled' | 'reschedule';

export function screenForStatus(status: AppointmentStatus | null): SchedulingScreen {
  if (status === null) return 'request';
  if (isPending(status)) return 'requested';
  if (status === 'success') return 'scheduled';
  return 'reschedule';
}

/** The request that drives the page: the latest by scheduledOnTs (spec 001 section 4). */
export function latestAppointment<T extends { readonly scheduledOnTs: string }>(appointments: readonly T[]): T | null {
  return appointments.reduce<T | null>(
    (latest, appointment) =>
      latest === null || Date.parse(appointment.scheduledOnTs) > Date.parse(latest.scheduledOnTs) ? appointment : latest,
    null,
  );
}
