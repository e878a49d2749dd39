/** Failures of sign-in by code on the mobile app (the device authorization grant, RFC 8628). */
export const MOBILE_SIGN_IN_ERRORS = {
  AUTHORIZATION_CODE_REQUIRED: 400,
  INVALID_AUTHORIZATION_CODE: 400,
  AUTHORIZATION_PENDING: 400,
  SLOW_DOWN: 400,
  EXPIRED_TOKEN: 400,
  ACCESS_DENIED: 400,
} as const satisfies Record<string, number>;
