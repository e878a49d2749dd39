import { savePreferredLanguageCall } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { signedInMember } from '../../plugins/member-auth';
import { requestClient } from '../../plugins/tenant';
import type { MemberAccountService } from './member-account.service';

export const memberAccountRoutes: FastifyPluginAsyncZod<{ account: MemberAccountService }> = async (app, { account }) => {
  app.route({
    ...contractRoute(savePreferredLanguageCall),
    handler: async (request) => ({
      preferredLanguageCd: await account.savePreferredLanguage(requestClient(request), signedInMember(request), request.body.languageCd),
    }),
  });
};
