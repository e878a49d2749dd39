import * as z from 'zod/mini';
import { defineCall } from '../shared/define-call';

export const submitUserCodeCall = defineCall({
  method: 'POST',
  path: '/v3/web/member/authentication-code/user-code',
  summary: 'Approve the mobile app that shows this 6-character code',
  access: 'member',
  feature: 'AUTHORIZATION_CODE_AUTH',
  body: z.object({ userCode: z.string().check(z.maxLength(20)) }),
  response: z.object({ approved: z.literal(true) }),
});

/** The mobile app's side (in the manner of RFC 8628, the device authorization grant). */
export const startDeviceAuthorizationCall = defineCall({
  method: 'POST',
  path: '/v1/mobile/device-authorization',
  summary: 'The app asks for a code for the member to enter on the web',
  access: 'public',
  feature: 'AUTHORIZATION_CODE_AUTH',
  response: z.object({
    deviceCode: z.string(),
    userCode: z.string(),
    verificationUri: z.string(),
    expiresIn: z.int(),
    interval: z.int(),
  }),
});

export const pollDeviceTokenCall = defineCall({
  method: 'POST',
  path: '/v1/mobile/token',
  summary:
    'The app polls with its device code: AUTHORIZATION_PENDING until the member approves, SLOW_DOWN when it polls too often, then the tokens once',
  access: 'public',
  body: z.object({ deviceCode: z.string().check(z.maxLength(200)) }),
  response: z.object({ memberId: z.int(), jwt: z.string(), refreshToken: z.string() }),
});
