// The agreement calls, by address only: a page that makes them does not load
// their schemas (see shared/call-address.ts).
import { callAddress } from '../shared/call-address';
import type * as calls from './calls';

export const acceptAgreementCall = callAddress<typeof calls.acceptAgreementCall>('POST', '/v1/web/member/agreements/:id');
