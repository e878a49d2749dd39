/** Failures of the registration steps. */
export const REGISTRATION_ERRORS = {
  REGISTRATION_NOT_OPEN: 422,
  GUARDIAN_REQUIRED: 422,
  /** The declared guardian is neither the subscriber nor the guardian the roster names (decision 0026). */
  GUARDIAN_NOT_ON_RECORD: 422,
} as const satisfies Record<string, number>;
