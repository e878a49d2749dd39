import { bulkHistoryCall, getTrackerHistoryCall, getTrackingSummaryCall, initTrackingCall, saveTrackerEntryCall } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { sendSerialized } from '../../lib/json-answer';
import { signedInMember } from '../../plugins/member-auth';
import { requestClient } from '../../plugins/tenant';
import type { Tracking, TrackingService } from './tracking.service';

/** The member in the token, never one the caller names (staff viewing a member are refused writes before any route). */
function trackingOf(request: FastifyRequest): Tracking {
  const { memberId, clientId } = signedInMember(request);
  return { client: requestClient(request), member: { memberId, clientId } };
}

export const trackingRoutes: FastifyPluginAsyncZod<{ tracking: TrackingService }> = async (app, { tracking }) => {
  app.route({
    ...contractRoute(initTrackingCall),
    handler: async (request, reply) =>
      sendSerialized(reply, await tracking.initAnswer(trackingOf(request), (answer) => reply.serialize(answer) as string)),
  });

  app.route({
    ...contractRoute(saveTrackerEntryCall),
    handler: async (request) => tracking.save(trackingOf(request), request.params.tracker, request.body),
  });

  app.route({
    ...contractRoute(bulkHistoryCall),
    handler: async (request) => tracking.backFill(trackingOf(request), request.params.trackerType, request.body.entries),
  });
  app.route({
    ...contractRoute(getTrackerHistoryCall),
    handler: async (request) => ({ entries: await tracking.history(trackingOf(request), request.params.tracker) }),
  });

  app.route({
    ...contractRoute(getTrackingSummaryCall),
    handler: async (request) => ({ summary: await tracking.summary(trackingOf(request)) }),
  });
};
