// The calls of account recovery, by address only: a page that makes them does not load
// their schemas (see shared/call-address.ts).
import { callAddress } from '../shared/call-address';
import type * as calls from './calls';

export const requestPasswordResetCall = callAddress<typeof calls.requestPasswordResetCall>('POST', '/v1/web/member/reset-password');
export const resetPasswordCall = callAddress<typeof calls.resetPasswordCall>('PUT', '/v1/web/member/reset-password/:username');
export const checkResetLinkCall = callAddress<typeof calls.checkResetLinkCall>('POST', '/v1/web/member/reset-password/:username/check');
export const getUsernameCall = callAddress<typeof calls.getUsernameCall>('GET', '/v1/web/member/get-username/');
