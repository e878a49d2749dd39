import { updateContactInfoCall } from '@portal/contract/member-account';
import { callApi } from '../../../lib/api-client';
import { elevatedRoleHeaders } from '../../../lib/api/elevated-role';
import type { ContactPhone } from '../forms/contact-numbers-form';

/** The same call saves either part of the contact page: the numbers, or the e-mail address. */
export function updateContactNumbers(phoneNumbers: ContactPhone[], elevatedRoleToken?: string) {
  return callApi(updateContactInfoCall, {
    body: { phoneNumbers },
    headers: elevatedRoleToken ? elevatedRoleHeaders(elevatedRoleToken) : undefined,
  });
}

/** Replacing the address needs the elevated-role token of a code the member has just entered. */
export function updateEmailAddress(email: string, elevatedRoleToken?: string) {
  return callApi(updateContactInfoCall, {
    body: { email },
    headers: elevatedRoleToken ? elevatedRoleHeaders(elevatedRoleToken) : undefined,
  });
}
