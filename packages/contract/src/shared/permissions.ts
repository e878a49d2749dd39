/** Permission names carried by access tokens (spec 000 section 6). */
export const PERMISSIONS = {
  manageMemberAccount: 'manage_member_account::data',
  manageContactInformation: 'manage_member_contact_information::',
  mfaVerificationRequired: 'mfa_verification_required',
  /** Added by an elevated-role token: changes to sign-in security and deleting the account. */
  manageSecurity: 'manage_member_security::elevated',
  /** A single sign-on of a roster member who has not registered: only SSO registration is open. */
  ssoRegistrationRequired: 'sso_registration_required',
} as const;

/** A permission a call may require (see `defineCall`). */
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/** `mfa_verification_required` alone or for one channel (`...::EMAIL`): MFA is still pending. */
export function needsMfaVerification(permissions: readonly string[]): boolean {
  return permissions.some(
    (permission) => permission === PERMISSIONS.mfaVerificationRequired || permission.startsWith(`${PERMISSIONS.mfaVerificationRequired}::`),
  );
}
