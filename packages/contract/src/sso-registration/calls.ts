import * as z from 'zod/mini';
import { communicationPreferencesSchema } from '../shared/communication';
import { emptyResponseSchema } from '../shared/common';
import { defineCall } from '../shared/define-call';
import { codeSentSchema } from '../shared/sign-in-kinds';
import { ssoContactInfoSchema } from '../shared/sso-kinds';

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
