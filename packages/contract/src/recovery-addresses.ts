// The calls of account recovery, by address only (see call-address.ts), apart from the calls every
// page makes, so that the first page does not carry them.
import { callAddress } from './call-address';
import type * as calls from './index';

export const requestPasswordResetCall = callAddress<typeof calls.requestPasswordResetCall>('POST', '/v1/web/member/reset-password');
export const resetPasswordCall = callAddress<typeof calls.resetPasswordCall>('PUT', '/v1/web/member/reset-password/:username');
export const getUsernameCall = callAddress<typeof calls.getUsernameCall>('GET', '/v1/web/member/get-username/');
