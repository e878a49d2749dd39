// The mobile sign-in call, by address only: a page that makes them does not load
// their schemas (see shared/call-address.ts).
import { callAddress } from '../shared/call-address';
import type * as calls from './calls';

export const submitUserCodeCall = callAddress<typeof calls.submitUserCodeCall>('POST', '/v3/web/member/authentication-code/user-code');
