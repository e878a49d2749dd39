// The two-step verification and session renewal calls, by address only: a page that makes them does not load
// their schemas (see shared/call-address.ts).
import { callAddress } from '../shared/call-address';
import type * as calls from './calls';

export const getMfaSettingsCall = callAddress<typeof calls.getMfaSettingsCall>('GET', '/v1/web/member/mfa-settings');
export const updateMfaPreferenceCall = callAddress<typeof calls.updateMfaPreferenceCall>('POST', '/v4/web/member/update-mfa-preference');
export const confirmMfaEnrolmentCall = callAddress<typeof calls.confirmMfaEnrolmentCall>('PUT', '/v4/web/member/mfa/verify-enrolment-code');
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
export const regenerateRecoveryCodesCall = callAddress<typeof calls.regenerateRecoveryCodesCall>(
  'POST',
  '/v1/web/member/mfa/recovery-codes',
);
export const verifyRecoveryCodeCall = callAddress<typeof calls.verifyRecoveryCodeCall>('PUT', '/v1/web/member/mfa/verify-recovery-code');
