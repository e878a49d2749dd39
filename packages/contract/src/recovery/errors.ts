/** Failures of username and password recovery. */
export const RECOVERY_ERRORS = {
  INVALID_RESET_LINK: 400,
  /** Registered by single sign-on: no username or password of the portal's own to find or reset. */
  SIGNS_IN_WITH_SSO: 409,
} as const satisfies Record<string, number>;
