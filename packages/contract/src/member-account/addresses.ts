// The calls of the account settings pages, by address only: a page that makes them does not load
// their schemas (see shared/call-address.ts).
import { callAddress } from '../shared/call-address';
import type * as calls from './calls';

export const savePreferredLanguageCall = callAddress<typeof calls.savePreferredLanguageCall>('PUT', '/v1/web/member/preferred-language');
export const updateContactInfoCall = callAddress<typeof calls.updateContactInfoCall>('PUT', '/v1/web/member/update/contact-info');
export const updatePasswordCall = callAddress<typeof calls.updatePasswordCall>('PUT', '/v1/web/member/update/password');
export const updateAddressCall = callAddress<typeof calls.updateAddressCall>('PUT', '/v1/web/member/update/address');
export const updateEthnographyCall = callAddress<typeof calls.updateEthnographyCall>('PUT', '/v1/web/member/update/ethnography');
export const postMemberActivityCall = callAddress<typeof calls.postMemberActivityCall>('POST', '/v4/web/member/post-member-activity');
export const requestEmailVerificationCodeCall = callAddress<typeof calls.requestEmailVerificationCodeCall>(
  'POST',
  '/v4/web/member/request-verification-totp',
);
export const submitEmailVerificationCodeCall = callAddress<typeof calls.submitEmailVerificationCodeCall>(
  'POST',
  '/v4/web/member/submit-verification-totp',
);
export const saveCommunicationPreferencesCall = callAddress<typeof calls.saveCommunicationPreferencesCall>(
  'POST',
  '/v1/web/member/communication-preferences',
);
export const deleteRegistrationCall = callAddress<typeof calls.deleteRegistrationCall>('DELETE', '/v1/web/member/registration');
export const createDeliveryDestinationCall = callAddress<typeof calls.createDeliveryDestinationCall>(
  'POST',
  '/v1/web/member/delivery-destination',
);
