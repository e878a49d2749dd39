// The calls of the e-mail preferences page, by address only: a page that makes them does not load
// their schemas (see shared/call-address.ts).
import { callAddress } from '../shared/call-address';
import type * as calls from './calls';

export const getSubscriptionsCall = callAddress<typeof calls.getSubscriptionsCall>('GET', '/v1/web/messages/subscriptions');
export const updateSubscriptionsCall = callAddress<typeof calls.updateSubscriptionsCall>(
  'POST',
  '/v1/web/member/communication-preferences/memberId/:id/unsubscribe/token/:token',
);
export const addSubscriptionCommentCall = callAddress<typeof calls.addSubscriptionCommentCall>(
  'POST',
  '/v1/web/messages/subscriptions/memberId/:memberId/token/:token/comments',
);
