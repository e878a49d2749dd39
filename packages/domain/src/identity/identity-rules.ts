/**
 * The limits of sign-in, MFA, recovery and mobile codes. Spec 000 section 9 fixes the code
 * lifetime and the MFA lock (10 minutes each); the other figures are ours (decision 0012).
 */
export const MFA_CODE_LIFETIME_MS = 10 * 60_000;
export const MFA_MAX_FAILED_ATTEMPTS = 5;
export const MFA_LOCK_MS = 10 * 60_000;
export const MFA_CODE_DIGITS = 6;

export const LOGIN_MAX_FAILED_ATTEMPTS = 5;
export const LOGIN_LOCK_MS = 15 * 60_000;

export const RESET_LINK_LIFETIME_MS = 30 * 60_000;
export const REMEMBER_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60_000;
export const ELEVATED_ROLE_LIFETIME_SECONDS = 5 * 60;
export const REGISTRATION_LIFETIME_MS = 60 * 60_000;

export const TOTP_PERIOD_SECONDS = 30;
/** Codes from one step before and one step after the current one are accepted. */
export const TOTP_WINDOW_STEPS = 1;

export const USER_CODE_LENGTH = 6;
/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L, 5/S, 2/Z, 8/B). */
export const USER_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const USER_CODE_LIFETIME_MS = 10 * 60_000;
export const DEVICE_POLL_INTERVAL_SECONDS = 5;
export const USER_CODE_MAX_ATTEMPTS_PER_MEMBER = 5;
export const USER_CODE_MAX_ATTEMPTS_PER_ADDRESS = 20;
export const USER_CODE_ATTEMPT_WINDOW_MS = 15 * 60_000;

/** A 6-character code as typed: spaces and dashes dropped, letters upper-cased. */
export function normalizeUserCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

export function isWellFormedUserCode(code: string): boolean {
  return code.length === USER_CODE_LENGTH && [...code].every((character) => USER_CODE_ALPHABET.includes(character));
}

export function isWellFormedOneTimeCode(code: string): boolean {
  return new RegExp(`^\\d{${MFA_CODE_DIGITS}}$`).test(code);
}
