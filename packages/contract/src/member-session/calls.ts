import * as z from 'zod/mini';
import { emptyResponseSchema } from '../shared/common';
import { defineCall } from '../shared/define-call';
import { loginResponseSchema } from '../shared/sign-in-kinds';

const credential = z.string().check(z.maxLength(200));

export const loginRequestSchema = z.object({
  username: credential,
  password: credential,
  rememberToken: z.nullish(z.string().check(z.maxLength(500))),
  issueRefreshToken: z.optional(z.boolean()),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

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
