import { DEFAULT_SURVEY_LINK_DAYS, sendSurveyInvitationsCall } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import { audited, contractRoute } from '../../lib/contract-route';
import { noteInAudit, signedInStaff } from '../../plugins/staff-auth';
import type { SurveyInvitations } from './survey-invitations.service';

interface SurveyInvitationsRoutesOptions {
  readonly surveyInvitations: SurveyInvitations;
  readonly findClient: (abbreviation: string) => Promise<ClientRecord | undefined>;
}

/** Survey invitations through the staff API: the same run as `surveys invite`, for administrators. */
export const surveyInvitationsRoutes: FastifyPluginAsyncZod<SurveyInvitationsRoutesOptions> = async (app, options) => {
  app.route({
    ...audited(contractRoute(sendSurveyInvitationsCall), 'SURVEY_INVITATIONS'),
    handler: async (request) => {
      signedInStaff(request);
      const client = await options.findClient(request.query.client.toUpperCase());
      if (!client) throw new AppError('CLIENT_NOT_FOUND', `There is no client ${request.query.client}`);
      noteInAudit(request, { clientId: client.configuration.id });
      return options.surveyInvitations.invite(client, request.body.type, request.body.days ?? DEFAULT_SURVEY_LINK_DAYS);
    },
  });
};
