import * as z from 'zod/mini';
import { emptyResponseSchema, isoDateSchema } from '../shared/common';
import { defineCall } from '../shared/define-call';

const text = (max: number) => z.string().check(z.maxLength(max));

export const memberIdentitySchema = z.object({
  firstName: text(100),
  lastName: text(100),
  clientMemberId: text(64),
  dob: isoDateSchema,
});
export type MemberIdentity = z.infer<typeof memberIdentitySchema>;

export const getUsernameCall = defineCall({
  method: 'GET',
  path: '/v1/web/member/get-username/',
  summary: 'Forgot username: the username of the registered member these details match',
  access: 'public',
  query: memberIdentitySchema,
  response: z.object({ username: z.string() }),
});

export const requestPasswordResetCall = defineCall({
  method: 'POST',
  path: '/v1/web/member/reset-password',
  summary: 'Forgot password: e-mail a single-use reset link to the member these details match',
  access: 'public',
  body: memberIdentitySchema,
  response: z.object({ maskedEmail: z.string() }),
});

export const checkResetLinkCall = defineCall({
  method: 'POST',
  path: '/v1/web/member/reset-password/:username/check',
  summary: 'Whether a reset link still works (unused and unexpired), without using it; the page asks when it opens',
  access: 'public',
  params: z.object({ username: text(200) }),
  // In the body, not the query: a link's token stays out of access logs.
  body: z.object({ token: text(200) }),
  response: z.object({ usable: z.boolean() }),
});

export const resetPasswordCall = defineCall({
  method: 'PUT',
  path: '/v1/web/member/reset-password/:username',
  summary: "Set a new password; oldPassword carries the reset link's token",
  access: 'public',
  params: z.object({ username: text(200) }),
  body: z.object({ oldPassword: text(200), newPassword: text(200) }),
  response: emptyResponseSchema,
});
