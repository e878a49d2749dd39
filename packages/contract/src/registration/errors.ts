/** Failures of the registration steps. */
export const REGISTRATION_ERRORS = {
  REGISTRATION_NOT_OPEN: 422,
  GUARDIAN_REQUIRED: 422,
} as const satisfies Record<string, number>;
