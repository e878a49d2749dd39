/**
 * Every failure the API answers, with its HTTP status. The web shows `errors.<CODE>` from
 * its locale files, so each code has a message in every language.
 */
export const ERROR_STATUS = {
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
  /** The health plan does not let members change their address in the portal (SUPPRESS_MEMBER_EDIT_ADDRESS). */
  ADDRESS_EDIT_SUPPRESSED: 403,
  INVALID_OLD_PASSWORD: 400,
  PASSWORD_RULES_NOT_MET: 400,
  /** Support staff viewing a member's portal may read, never change. */
  IMPERSONATION_READ_ONLY: 403,
  /** A single sign-on of a member who has not registered opens only SSO registration. */
  SSO_REGISTRATION_REQUIRED: 403,
  /** The hand-off of a single sign-on is unknown, used or expired: sign in again. */
  SSO_HANDOFF_INVALID: 400,
  /** Registered by single sign-on: no username or password of the portal's own to find or reset. */
  SIGNS_IN_WITH_SSO: 409,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CLIENT_NOT_FOUND: 404,
  MEMBER_NOT_FOUND: 404,
  MEMBER_NOT_REGISTERED: 409,
  USERNAME_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  ALREADY_REGISTERED: 422,
  REGISTRATION_NOT_OPEN: 422,
  GUARDIAN_REQUIRED: 422,
  MFA_INVALID_CODE: 400,
  MFA_LOCKED: 423,
  INVALID_RESET_LINK: 400,
  AUTHORIZATION_CODE_REQUIRED: 400,
  INVALID_AUTHORIZATION_CODE: 400,
  AUTHORIZATION_PENDING: 400,
  SLOW_DOWN: 400,
  EXPIRED_TOKEN: 400,
  ACCESS_DENIED: 400,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  DELIVERY_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export interface ErrorBody {
  readonly error: {
    readonly code: ErrorCode;
    readonly message: string;
    readonly fields?: Record<string, string>;
    readonly details?: Record<string, string>;
  };
}

/** Checks the error shape by hand, so a caller needs no schema library to read failures. */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const error = (value as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, fields } = error as Record<string, unknown>;
  return (
    typeof code === 'string' && typeof message === 'string' && (fields === undefined || (typeof fields === 'object' && fields !== null))
  );
}
