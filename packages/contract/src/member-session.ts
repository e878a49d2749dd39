import * as z from 'zod/mini';
import { emptyResponseSchema } from './common';
import { defineCall } from './define-call';

export const MFA_TYPES = ['EMAIL', 'SMS', 'VOICE', 'TOTP'] as const;
export const mfaTypeSchema = z.enum(MFA_TYPES);
export type MfaType = z.infer<typeof mfaTypeSchema>;

const credential = z.string().check(z.maxLength(200));

export const loginRequestSchema = z.object({
  username: credential,
  password: credential,
  rememberToken: z.nullish(z.string().check(z.maxLength(500))),
  issueRefreshToken: z.optional(z.boolean()),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  memberId: z.int(),
  jwt: z.string(),
  refreshToken: z.nullable(z.string()),
  /** The channel MFA still needs, or null when the session is complete. */
  mfaType: z.nullable(mfaTypeSchema),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const loginCall = defineCall({
  method: 'POST',
  path: '/v2/web/member/login',
  summary: 'Sign in with username and password',
  access: 'public',
  body: loginRequestSchema,
  response: loginResponseSchema,
});

export const logoutCall = defineCall({
  method: 'POST',
  path: '/v1/web/member/logout',
  summary: 'End the session on the server; its access and refresh tokens stop working',
  access: 'mfa-pending',
  response: emptyResponseSchema,
});
