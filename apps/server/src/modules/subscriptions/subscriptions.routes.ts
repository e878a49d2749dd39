import { addSubscriptionCommentCall, getSubscriptionsCall, updateSubscriptionsCall } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, rateLimited } from '../../lib/contract-route';
import type { SubscriptionsService } from './subscriptions.service';

/** Mail scanners open links too, so reading is allowed more often than changing. */
const READ_LIMIT = { max: 60, timeWindow: 60_000 };
const CHANGE_LIMIT = { max: 20, timeWindow: 60_000 };

/** The e-mail preferences page: no sign-in; the link's signed token names the member. */
export const subscriptionsRoutes: FastifyPluginAsyncZod<{ subscriptions: SubscriptionsService }> = async (app, { subscriptions }) => {
  app.route({
    ...rateLimited(contractRoute(getSubscriptionsCall), READ_LIMIT),
    handler: async (request) => ({ subscriptions: await subscriptions.subscriptions(request.query) }),
  });

  app.route({
    ...rateLimited(contractRoute(updateSubscriptionsCall), CHANGE_LIMIT),
    handler: async (request) => ({
      subscriptions: await subscriptions.update(
        { memberId: request.params.id, token: request.params.token },
        request.body.communicationPreferences,
        request.body.trackUnsubscribe,
      ),
    }),
  });

  app.route({
    ...rateLimited(contractRoute(addSubscriptionCommentCall), CHANGE_LIMIT),
    handler: async (request) => {
      await subscriptions.addComment(request.params, request.body.comment);
      return { saved: true as const };
    },
  });
};
