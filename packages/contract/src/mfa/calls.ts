import * as z from 'zod/mini';
import { emptyResponseSchema } from '../shared/common';
import { defineCall } from '../shared/define-call';
import { loginResponseSchema, mfaTypeSchema, codeSentSchema } from '../shared/sign-in-kinds';

const code = z.string().check(z.maxLength(10));

export const requestMfaCodeCall = defineCall({
  method: 'POST',
  path: '/v2/web/member/mfa/request-code',
  summary: "Send the sign-in code by the member's MFA channel (nothing is sent for an authenticator app)",
  access: 'mfa-pending',
  response: codeSentSchema,
});

export const verifyMfaCodeCall = defineCall({
  method: 'PUT',
  path: '/v2/web/member/mfa/verify-code',
  summary: 'Verify the sign-in code; answers the full session and a remember token for this device',
  access: 'mfa-pending',
  body: z.object({ totp: code, issueRefreshToken: z.optional(z.boolean()) }),
  response: z.object({ jwt: z.string(), refreshToken: z.nullable(z.string()), rememberToken: z.string() }),
});

export const requestElevatedCodeCall = defineCall({
  method: 'POST',
  path: '/v2/web/member/mfa/elevated-role/request-code',
  summary: 'Send a code to confirm a sensitive change',
  access: 'member',
  response: codeSentSchema,
});

export const verifyElevatedCodeCall = defineCall({
  method: 'PUT',
  path: '/v2/web/member/mfa/elevated-role/verify-code',
  summary: 'Verify it; answers an elevated-role token whose permissions add to the session until it expires',
  access: 'member',
  body: z.object({ totp: code }),
  response: z.object({ elevatedRoleToken: z.string() }),
});

export const MFA_PREFERENCES = ['EMAIL', 'SMS', 'VOICE', 'TOTP', 'NONE'] as const;
export const mfaPreferenceSchema = z.enum(MFA_PREFERENCES);
export type MfaPreference = z.infer<typeof mfaPreferenceSchema>;

export const mfaSettingsSchema = z.object({
  mfaEnrolled: z.boolean(),
  mfaType: z.nullable(mfaTypeSchema),
  /** Where each channel would send a code, masked; null where the member has no such contact. */
  destinations: z.object({ EMAIL: z.nullable(z.string()), SMS: z.nullable(z.string()), VOICE: z.nullable(z.string()) }),
  /** A channel chosen and waiting for its confirming code. */
  pendingMfaType: z.nullable(mfaTypeSchema),
  /** How many one-time recovery codes the member has not used yet. */
  recoveryCodesLeft: z.number(),
});
export type MfaSettings = z.infer<typeof mfaSettingsSchema>;

export const getMfaSettingsCall = defineCall({
  method: 'GET',
  path: '/v1/web/member/mfa-settings',
  summary: "The member's multi-factor settings",
  access: 'member',
  response: mfaSettingsSchema,
});

export const updateMfaPreferenceCall = defineCall({
  method: 'POST',
  path: '/v4/web/member/update-mfa-preference',
  summary:
    'Choose a channel (a code, or an authenticator set-up, confirms it; calling again resends) or NONE to turn MFA off. Changing an enrolled MFA needs an elevated-role token.',
  access: 'member',
  body: z.object({ mfaPreference: mfaPreferenceSchema }),
  response: z.object({ settings: mfaSettingsSchema, codeSent: z.nullable(codeSentSchema) }),
});

/** Recovery codes as shown to the member (`abcde-fghjk`): answered once, never again. */
const recoveryCodesSchema = z.array(z.string());

export const confirmMfaEnrolmentCall = defineCall({
  method: 'PUT',
  path: '/v4/web/member/mfa/verify-enrolment-code',
  summary:
    'Confirm the chosen channel with its code; MFA is then on. Turning MFA on (not changing its channel) also answers a new set of one-time recovery codes, shown this once.',
  access: 'member',
  body: z.object({ totp: code }),
  response: z.extend(mfaSettingsSchema, { recoveryCodes: z.nullable(recoveryCodesSchema) }),
});

export const regenerateRecoveryCodesCall = defineCall({
  method: 'POST',
  path: '/v1/web/member/mfa/recovery-codes',
  summary: 'A new set of one-time recovery codes, shown this once; the old set stops working. Needs an elevated-role token.',
  access: 'member',
  response: z.object({ recoveryCodes: recoveryCodesSchema, settings: mfaSettingsSchema }),
});

export const verifyRecoveryCodeCall = defineCall({
  method: 'PUT',
  path: '/v1/web/member/mfa/verify-recovery-code',
  summary:
    'Complete the sign-in with a one-time recovery code instead of the code; each code works once, and failures count with those of codes. The device is not remembered.',
  access: 'mfa-pending',
  body: z.object({ recoveryCode: z.string().check(z.maxLength(40)) }),
  response: z.object({ jwt: z.string(), refreshToken: z.nullable(z.string()), recoveryCodesLeft: z.number() }),
});

export const renewJwtCall = defineCall({
  method: 'GET',
  path: '/v1/web/member/renew-jwt',
  summary: 'A new access token for the same session (does not count as activity)',
  access: 'member',
  response: z.object({ jwt: z.string() }),
});

export const renewJwtWithRefreshCall = defineCall({
  method: 'POST',
  path: '/v1/web/member/renew-jwt-with-refresh',
  summary: 'Exchange a refresh token (once) for a new access token and refresh token',
  access: 'public',
  body: z.object({ refreshToken: z.string().check(z.maxLength(200)) }),
  response: z.object({ jwt: z.string(), refreshToken: z.string() }),
});

export const loginWithRefreshTokenCall = defineCall({
  method: 'POST',
  path: '/v2/web/member/login-with-refresh-token',
  summary: 'Sign in again with a refresh token (once), as the mobile app does',
  access: 'public',
  body: z.object({ refreshToken: z.string().check(z.maxLength(200)) }),
  response: loginResponseSchema,
});

export const keepAliveCall = defineCall({
  method: 'POST',
  path: '/v1/web/member/keep-alive',
  summary: 'The member is active on the page: the session stays open',
  access: 'member',
  response: emptyResponseSchema,
});
