// The sign-in and sign-out calls, by address only: a page that makes them does not load
// their schemas (see shared/call-address.ts).
import { callAddress } from '../shared/call-address';
import type * as calls from './calls';

export const loginCall = callAddress<typeof calls.loginCall>('POST', '/v2/web/member/login');
export const logoutCall = callAddress<typeof calls.logoutCall>('POST', '/v1/web/member/logout');
