// The calls of the e-mail preferences page, by address only (see call-address.ts), apart from the
// calls every page makes, so that the first page does not carry them.
import { callAddress } from './call-address';
import type * as calls from './index';

export const getSubscriptionsCall = callAddress<typeof calls.getSubscriptionsCall>('GET', '/v1/web/messages/subscriptions');
export const updateSubscriptionsCall = callAddress<typeof calls.updateSubscriptionsCall>(
  'POST',
  '/v1/web/member/communication-preferences/memberId/:id/unsubscribe/token/:token',
);
export const addSubscriptionCommentCall = callAddress<typeof calls.addSubscriptionCommentCall>(
  'POST',
  '/v1/web/messages/subscriptions/memberId/:memberId/token/:token/comments',
);
