// The calls of the registration steps, by address only: a page that makes them does not load
// their schemas (see shared/call-address.ts).
import { callAddress } from '../shared/call-address';
import type * as calls from './calls';

export const checkEligibilityCall = callAddress<typeof calls.checkEligibilityCall>('GET', '/v2/web/member/eligible/');
export const usernameCheckCall = callAddress<typeof calls.usernameCheckCall>('GET', '/v1/web/member/username-check');
export const lookupPhoneNumbersCall = callAddress<typeof calls.lookupPhoneNumbersCall>('POST', '/v4/web/member/lookup-phone-numbers');
export const requestRegistrationCodeCall = callAddress<typeof calls.requestRegistrationCodeCall>(
  'POST',
  '/v4/web/member/mfa/registration-code',
);
export const verifyRegistrationCodeCall = callAddress<typeof calls.verifyRegistrationCodeCall>(
  'PUT',
  '/v4/web/member/mfa/verify-registration-code',
);
export const registerCall = callAddress<typeof calls.registerCall>('POST', '/v5/web/member/register');
