// The calls of SSO registration, by address only: a page that makes them does not load
// their schemas (see shared/call-address.ts).
import { callAddress } from '../shared/call-address';
import type * as calls from './calls';

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
