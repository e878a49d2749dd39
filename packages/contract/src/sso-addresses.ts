// The single sign-on calls, by address only (see call-address.ts), off the first page.
import { callAddress } from './call-address';
import type * as calls from './index';

export const openSsoSessionCall = callAddress<typeof calls.openSsoSessionCall>('POST', '/v1/web/member/sso/session');
export const ssoRegistrationInfoCall = callAddress<typeof calls.ssoRegistrationInfoCall>('GET', '/v4/web/member/sso/registration-info');
export const requestSsoRegistrationCodeCall = callAddress<typeof calls.requestSsoRegistrationCodeCall>(
  'POST',
  '/v4/web/member/sso/mfa/registration-code',
);
export const verifySsoRegistrationCodeCall = callAddress<typeof calls.verifySsoRegistrationCodeCall>(
  'PUT',
  '/v4/web/member/sso/mfa/verify-registration-code',
);
export const registerSsoCall = callAddress<typeof calls.registerSsoCall>('POST', '/v5/web/member/register-sso');
