import * as z from 'zod/mini';
import { defineCall } from '../shared/define-call';
import { SSO_LOGIN_TYPES } from '../shared/sso-kinds';

export const ssoSessionResponseSchema = z.object({
  memberId: z.int(),
  jwt: z.string(),
  refreshToken: z.nullable(z.string()),
  loginType: z.enum(SSO_LOGIN_TYPES),
  /** The member has not registered yet: the session opens only the SSO registration calls. */
  ssoRegistrationRequired: z.boolean(),
  /** Where sign-out sends the member after an identity-provider-initiated sign-in. */
  memberLoginUrl: z.nullable(z.string()),
});
export type SsoSessionResponse = z.infer<typeof ssoSessionResponseSchema>;

export const openSsoSessionCall = defineCall({
  method: 'POST',
  path: '/v1/web/member/sso/session',
  summary: 'Exchange the one-time hand-off of a completed single sign-on for the session',
  access: 'public',
  body: z.object({ handoff: z.string().check(z.minLength(16), z.maxLength(100)) }),
  response: ssoSessionResponseSchema,
});
