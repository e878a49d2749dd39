// The single sign-on session call, by address only: a page that makes them does not load
// their schemas (see shared/call-address.ts).
import { callAddress } from '../shared/call-address';
import type * as calls from './calls';

export const openSsoSessionCall = callAddress<typeof calls.openSsoSessionCall>('POST', '/v1/web/member/sso/session');
