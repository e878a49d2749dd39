/**
 * The navigation state the sign-in page hands to /login-verify-error when too many wrong codes
 * locked MFA: only then does that page say the account is locked. The address alone, opened
 * directly or from a bookmark, proves nothing.
 */
export const MFA_LOCKED_STATE = 'mfa-locked';
