import { deleteRegistrationCall } from '@portal/contract/member-account';
import { callApi } from '../../../lib/api-client';
import { elevatedRoleHeaders } from '../../../lib/api/elevated-role';

/** Deleting the account needs the elevated-role token of a code the member has just entered. */
export function deleteRegistration(elevatedRoleToken: string) {
  return callApi(deleteRegistrationCall, { headers: elevatedRoleHeaders(elevatedRoleToken) });
}
