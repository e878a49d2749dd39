// The calls of the registration steps, by address only (see call-address.ts), apart from the calls every
// page makes, so that the first page does not carry them.
import { callAddress } from './call-address';
import type * as calls from './index';

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
