import { DEFAULT_LANGUAGE, getFaqCall, getFaqItemCall, getFaqLegacyCall, type LanguageCode } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { signedInMember } from '../../plugins/member-auth';
import { preferredLanguage } from '../../plugins/tenant';
import type { FaqReader, HelpService } from './help.service';

/** The member in the token, never one the caller names. */
function readerOf(request: FastifyRequest<{ Querystring: { language?: LanguageCode } }>): FaqReader {
  const { memberId, clientId } = signedInMember(request);
  return { member: { memberId, clientId }, asked: request.query.language, pageLanguage: preferredLanguage(request) ?? DEFAULT_LANGUAGE };
}

export const helpRoutes: FastifyPluginAsyncZod<{ help: HelpService }> = async (app, { help }) => {
  app.route({ ...contractRoute(getFaqCall), handler: async (request) => help.faq(readerOf(request)) });
  app.route({ ...contractRoute(getFaqLegacyCall), handler: async (request) => help.faq(readerOf(request)) });
  app.route({ ...contractRoute(getFaqItemCall), handler: async (request) => help.faqItem(readerOf(request), request.params.id) });
};
