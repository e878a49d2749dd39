// The calls of the staff console, by address only: a page that makes them does not load
// their schemas (see shared/call-address.ts).
import { callAddress } from '../shared/call-address';
import type * as calls from './calls';

export const staffSignInCall = callAddress<typeof calls.staffSignInCall>('POST', '/v1/staff/sign-in');
export const staffSignOutCall = callAddress<typeof calls.staffSignOutCall>('POST', '/v1/staff/sign-out');
export const listStaffClientsCall = callAddress<typeof calls.listStaffClientsCall>('GET', '/v1/staff/clients');
export const searchMembersCall = callAddress<typeof calls.searchMembersCall>('GET', '/v1/staff/members');
export const getRosterRecordCall = callAddress<typeof calls.getRosterRecordCall>('GET', '/v1/staff/members/:memberId');
export const startImpersonationCall = callAddress<typeof calls.startImpersonationCall>('POST', '/v1/staff/impersonations');
export const endImpersonationCall = callAddress<typeof calls.endImpersonationCall>('DELETE', '/v1/staff/impersonations/:impersonationId');
export const listAuditEventsCall = callAddress<typeof calls.listAuditEventsCall>('GET', '/v1/staff/audit-events');
export const listStaffAccountsCall = callAddress<typeof calls.listStaffAccountsCall>('GET', '/v1/staff/accounts');
export const setStaffDisabledCall = callAddress<typeof calls.setStaffDisabledCall>('PUT', '/v1/staff/accounts/:staffId/disabled');
