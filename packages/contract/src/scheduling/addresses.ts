// The scheduling calls, by address only: a page that makes them does not load their schemas
// (see shared/call-address.ts).
import { callAddress } from '../shared/call-address';
import type * as calls from './calls';

export const findProvidersCall = callAddress<typeof calls.findProvidersCall>('GET', '/v4/web/scheduling/providers');
export const pcpsOnFileCall = callAddress<typeof calls.pcpsOnFileCall>('GET', '/v4/web/scheduling/pcps-on-file');
export const scheduleAppointmentCall = callAddress<typeof calls.scheduleAppointmentCall>('POST', '/v4/web/scheduling/schedule-appointment');
export const appointmentsCall = callAddress<typeof calls.appointmentsCall>('GET', '/v4/web/scheduling/appointments');
export const listDeskRequestsCall = callAddress<typeof calls.listDeskRequestsCall>('GET', '/v1/staff/scheduling/requests');
export const recordDeskOutcomeCall = callAddress<typeof calls.recordDeskOutcomeCall>(
  'POST',
  '/v1/staff/scheduling/requests/:appointmentId',
);
