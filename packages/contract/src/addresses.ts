// The calls the browser makes, by address only (see call-address.ts). Each is checked against its
// definition by the compiler, so the two cannot drift apart.
import { callAddress } from './call-address';
import type * as calls from './index';

export const loginCall = callAddress<typeof calls.loginCall>('POST', '/v2/web/member/login');
export const logoutCall = callAddress<typeof calls.logoutCall>('POST', '/v1/web/member/logout');
export const getMemberInfoCall = callAddress<typeof calls.getMemberInfoCall>('GET', '/v3/web/member/member-info');
export const getDisclaimerCall = callAddress<typeof calls.getDisclaimerCall>('GET', '/v1/web/client/disclaimers/:id');
export const getPublicDocumentCall = callAddress<typeof calls.getPublicDocumentCall>('GET', '/v1/web/client/documents/:title');
export const getClientConfigurationCall = callAddress<typeof calls.getClientConfigurationCall>('GET', '/v1/web/client/configuration');
export const savePreferredLanguageCall = callAddress<typeof calls.savePreferredLanguageCall>('PUT', '/v1/web/member/preferred-language');
export const listMessagesCall = callAddress<typeof calls.listMessagesCall>('GET', '/v2/web/messages');
export const keepAliveCall = callAddress<typeof calls.keepAliveCall>('POST', '/v1/web/member/keep-alive');
export const renewJwtCall = callAddress<typeof calls.renewJwtCall>('GET', '/v1/web/member/renew-jwt');
export const renewJwtWithRefreshCall = callAddress<typeof calls.renewJwtWithRefreshCall>('POST', '/v1/web/member/renew-jwt-with-refresh');
export const requestMfaCodeCall = callAddress<typeof calls.requestMfaCodeCall>('POST', '/v2/web/member/mfa/request-code');
export const verifyMfaCodeCall = callAddress<typeof calls.verifyMfaCodeCall>('PUT', '/v2/web/member/mfa/verify-code');
export const requestElevatedCodeCall = callAddress<typeof calls.requestElevatedCodeCall>(
  'POST',
  '/v2/web/member/mfa/elevated-role/request-code',
);
export const verifyElevatedCodeCall = callAddress<typeof calls.verifyElevatedCodeCall>(
  'PUT',
  '/v2/web/member/mfa/elevated-role/verify-code',
);
export const acceptAgreementCall = callAddress<typeof calls.acceptAgreementCall>('POST', '/v1/web/member/agreements/:id');
