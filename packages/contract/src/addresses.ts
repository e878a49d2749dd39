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
export const getMfaSettingsCall = callAddress<typeof calls.getMfaSettingsCall>('GET', '/v1/web/member/mfa-settings');
export const updateMfaPreferenceCall = callAddress<typeof calls.updateMfaPreferenceCall>('POST', '/v4/web/member/update-mfa-preference');
export const confirmMfaEnrolmentCall = callAddress<typeof calls.confirmMfaEnrolmentCall>('PUT', '/v4/web/member/mfa/verify-enrolment-code');
export const submitUserCodeCall = callAddress<typeof calls.submitUserCodeCall>('POST', '/v3/web/member/authentication-code/user-code');
export const requestPasswordResetCall = callAddress<typeof calls.requestPasswordResetCall>('POST', '/v1/web/member/reset-password');
export const resetPasswordCall = callAddress<typeof calls.resetPasswordCall>('PUT', '/v1/web/member/reset-password/:username');
export const getUsernameCall = callAddress<typeof calls.getUsernameCall>('GET', '/v1/web/member/get-username/');
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
export const acceptAgreementCall = callAddress<typeof calls.acceptAgreementCall>('POST', '/v1/web/member/agreements/:id');
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
