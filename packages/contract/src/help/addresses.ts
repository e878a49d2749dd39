// The help center's calls, by address only: a page that makes them does not load their schemas
// (see shared/call-address.ts).
import { callAddress } from '../shared/call-address';
import type * as calls from './calls';

export const getFaqCall = callAddress<typeof calls.getFaqCall>('GET', '/v1/web/member/faq');
export const getFaqItemCall = callAddress<typeof calls.getFaqItemCall>('GET', '/v1/web/member/faq/:id');
