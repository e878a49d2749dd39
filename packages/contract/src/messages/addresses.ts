// The inbox calls, by address only: a page that makes them does not load
// their schemas (see shared/call-address.ts).
import { callAddress } from '../shared/call-address';
import type * as calls from './calls';

export const listMessagesCall = callAddress<typeof calls.listMessagesCall>('GET', '/v2/web/messages');
export const updateMessageStatusCall = callAddress<typeof calls.updateMessageStatusCall>('PATCH', '/v1/web/messages/:id');
