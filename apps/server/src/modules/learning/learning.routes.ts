import { DEFAULT_LANGUAGE, getArticleCall, initLearnCall, markArticleReadCall, searchArticlesCall } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, writing } from '../../lib/contract-route';
import { sendSerialized } from '../../lib/json-answer';
import { signedInMember } from '../../plugins/member-auth';
import { preferredLanguage, requestClient } from '../../plugins/tenant';
import type { Learner, LearningService } from './learning.service';

/** The member in the token, never one the caller names. */
function learnerOf(request: FastifyRequest): Learner {
  const { memberId, clientId } = signedInMember(request);
  return { client: requestClient(request), member: { memberId, clientId }, pageLanguage: preferredLanguage(request) ?? DEFAULT_LANGUAGE };
}

export const learningRoutes: FastifyPluginAsyncZod<{ learning: LearningService }> = async (app, { learning }) => {
  app.route({
    ...contractRoute(initLearnCall),
    handler: async (request, reply) =>
      sendSerialized(reply, await learning.initAnswer(learnerOf(request), (answer) => reply.serialize(answer) as string)),
  });

  app.route({
    ...contractRoute(searchArticlesCall),
    handler: async (request) => ({ articles: await learning.search(learnerOf(request), request.query.keyword) }),
  });

  app.route({
    ...contractRoute(getArticleCall),
    handler: async (request) => ({ article: await learning.article(learnerOf(request), request.params.contentId, request.query.language) }),
  });

  // A GET that writes (the spec's path): staff viewing a member are refused it as any write.
  app.route({
    ...writing(contractRoute(markArticleReadCall)),
    handler: async (request) => ({ article: await learning.markRead(learnerOf(request), request.params.contentId) }),
  });
};
