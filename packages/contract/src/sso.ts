import * as z from 'zod/mini';
import { communicationPreferencesSchema } from './communication';
import { emptyResponseSchema } from './common';
import { defineCall } from './define-call';
import { codeSentSchema } from './registration';
import { SSO_LOGIN_TYPES, ssoContactInfoSchema } from './sso-kinds';

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

export const ssoRegistrationInfoCall = defineCall({
  method: 'GET',
  path: '/v4/web/member/sso/registration-info',
  summary: "What SSO registration shows: the member's first name and masked contacts",
  access: 'sso-registration',
  response: z.object({ firstName: z.string(), ssoContactInfo: ssoContactInfoSchema }),
});

export const requestSsoRegistrationCodeCall = defineCall({
  method: 'POST',
  path: '/v4/web/member/sso/mfa/registration-code',
  summary: 'Send the SSO registration code to one of the contacts the plan has on file',
  access: 'sso-registration',
  body: z.object({ mfaPreference: z.enum(['EMAIL', 'SMS', 'VOICE']) }),
  response: codeSentSchema,
});

export const verifySsoRegistrationCodeCall = defineCall({
  method: 'PUT',
  path: '/v4/web/member/sso/mfa/verify-registration-code',
  summary: 'Verify the SSO registration code',
  access: 'sso-registration',
  body: z.object({ totp: z.string().check(z.maxLength(10)) }),
  response: emptyResponseSchema,
});

export const registerSsoCall = defineCall({
  method: 'POST',
  path: '/v5/web/member/register-sso',
  summary: 'Complete SSO registration; answers the full session',
  access: 'sso-registration',
  body: z.object({ communicationPreferences: communicationPreferencesSchema, smsOptIn: z.boolean() }),
  response: z.object({ memberId: z.int(), jwt: z.string(), refreshToken: z.nullable(z.string()) }),
});
