/**
 * Failures any call may answer (access, sessions, codes, limits), with their HTTP status. An
 * area's own failures are declared in its folder; errors.ts at the root merges them all.
 */
export const SHARED_ERRORS = {
  VALIDATION_FAILED: 400,
  MALFORMED_REQUEST: 400,
  INVALID_CREDENTIALS: 401,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  REFRESH_TOKEN_INVALID: 401,
  REGISTRATION_EXPIRED: 401,
  FORBIDDEN: 403,
  MFA_REQUIRED: 403,
  ELEVATION_REQUIRED: 403,
  FEATURE_DISABLED: 403,
  /** Support staff viewing a member's portal may read, never change. */
  IMPERSONATION_READ_ONLY: 403,
  /** A single sign-on of a member who has not registered opens only SSO registration. */
  SSO_REGISTRATION_REQUIRED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CLIENT_NOT_FOUND: 404,
  MEMBER_NOT_FOUND: 404,
  MEMBER_NOT_REGISTERED: 409,
  /**
   * Every coverage of the member these details fully describe has ended (`details.endedOn`):
   * said only after a full match, which already tells that the member exists.
   */
  COVERAGE_ENDED: 422,
  USERNAME_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  ALREADY_REGISTERED: 422,
  MFA_INVALID_CODE: 400,
  MFA_LOCKED: 423,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  DELIVERY_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;
