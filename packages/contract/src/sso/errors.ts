/** Failures of single sign-on. */
export const SSO_ERRORS = {
  /** The hand-off of a single sign-on is unknown, used or expired: sign in again. */
  SSO_HANDOFF_INVALID: 400,
} as const satisfies Record<string, number>;
