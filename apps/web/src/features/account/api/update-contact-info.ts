import { updateContactInfoCall } from '@portal/contract/account-addresses';
import { callApi } from '../../../lib/api-client';
import type { ContactPhone } from '../forms/contact-numbers-form';

/** The same call saves either part of the contact page: the numbers, or the e-mail address. */
export function updateContactNumbers(phoneNumbers: ContactPhone[]) {
  return callApi(updateContactInfoCall, { body: { phoneNumbers } });
}

export function updateEmailAddress(email: string) {
  return callApi(updateContactInfoCall, { body: { email } });
}
