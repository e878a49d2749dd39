// The calls of the two-step verification and mobile sign-in pages, by address only (see call-address.ts), apart from the calls every
// page makes, so that the first page does not carry them.
import { callAddress } from './call-address';
import type * as calls from './index';

export const getMfaSettingsCall = callAddress<typeof calls.getMfaSettingsCall>('GET', '/v1/web/member/mfa-settings');
export const updateMfaPreferenceCall = callAddress<typeof calls.updateMfaPreferenceCall>('POST', '/v4/web/member/update-mfa-preference');
export const confirmMfaEnrolmentCall = callAddress<typeof calls.confirmMfaEnrolmentCall>('PUT', '/v4/web/member/mfa/verify-enrolment-code');
export const submitUserCodeCall = callAddress<typeof calls.submitUserCodeCall>('POST', '/v3/web/member/authentication-code/user-code');
