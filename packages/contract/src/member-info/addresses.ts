// The member-info call, by address only: a page that makes them does not load
// their schemas (see shared/call-address.ts).
import { callAddress } from '../shared/call-address';
import type * as calls from './calls';

export const getMemberInfoCall = callAddress<typeof calls.getMemberInfoCall>('GET', '/v3/web/member/member-info');
export const postRegisterMemberInfoCall = callAddress<typeof calls.postRegisterMemberInfoCall>(
  'GET',
  '/v3/web/member/post-register-member-info',
);
