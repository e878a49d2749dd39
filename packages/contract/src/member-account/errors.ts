/** Failures of the account settings calls. */
export const MEMBER_ACCOUNT_ERRORS = {
  /** The health plan does not let members change their address in the portal (SUPPRESS_MEMBER_EDIT_ADDRESS). */
  ADDRESS_EDIT_SUPPRESSED: 403,
  INVALID_OLD_PASSWORD: 400,
  PASSWORD_RULES_NOT_MET: 400,
} as const satisfies Record<string, number>;
