import {
  finishQuestionnaireCall,
  finishSurveyByLinkCall,
  getHealthRisksCall,
  getQuestionnaireCall,
  getQuestionnaireResultsCall,
  getSurveyByLinkCall,
  listQuestionnairesCall,
  refuseQuestionnaireCall,
  saveQuestionnaireAnswersCall,
  saveSurveyAnswersByLinkCall,
  startQuestionnaireCall,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { contractRoute, rateLimited } from '../../lib/contract-route';
import { signedInMember } from '../../plugins/member-auth';
import { preferredLanguage, requestClient } from '../../plugins/tenant';
import type { QuestionnairesService, Respondent } from './questionnaires.service';
import type { SurveyLinkRequest, SurveysService } from './surveys.service';

/** Mail scanners open links too, so reading a survey is allowed more often than answering it. */
const LINK_READ_LIMIT = { max: 60, timeWindow: 60_000 };
const LINK_ANSWER_LIMIT = { max: 30, timeWindow: 60_000 };

/** The signed-in member (or the member staff are viewing: writes are refused for them before any route). */
function respondent(request: FastifyRequest): Respondent {
  return { client: requestClient(request), memberId: signedInMember(request).memberId, pageLanguage: preferredLanguage(request) };
}

function linkOf(request: {
  params: { memberId: number; surveyId: number };
  query: { responseId: number; signature: string };
}): SurveyLinkRequest {
  return { ...request.params, responseId: request.query.responseId, signature: request.query.signature };
}

export const questionnairesRoutes: FastifyPluginAsyncZod<{ questionnaires: QuestionnairesService; surveys: SurveysService }> = async (
  app,
  { questionnaires, surveys },
) => {
  app.route({
    ...contractRoute(listQuestionnairesCall),
    handler: async (request) => ({ questionnaires: await questionnaires.list(respondent(request)) }),
  });

  app.route({
    ...contractRoute(getQuestionnaireCall),
    handler: async (request) => questionnaires.view(respondent(request), request.params.type),
  });

  app.route({
    ...contractRoute(startQuestionnaireCall),
    handler: async (request) => questionnaires.startAndView(respondent(request), request.body.type),
  });

  app.route({
    ...contractRoute(saveQuestionnaireAnswersCall),
    handler: async (request) => questionnaires.saveAnswers(respondent(request), request.params.id, request.body.answers),
  });

  app.route({
    ...contractRoute(finishQuestionnaireCall),
    handler: async (request) => questionnaires.finish(respondent(request), request.params.id),
  });

  app.route({
    ...contractRoute(refuseQuestionnaireCall),
    handler: async (request) => questionnaires.refuse(respondent(request), request.params.id, request.body.type),
  });

  app.route({
    ...contractRoute(getQuestionnaireResultsCall),
    handler: async (request) => questionnaires.results(respondent(request), request.params.id),
  });

  app.route({
    ...contractRoute(getHealthRisksCall),
    handler: async (request) => questionnaires.healthRisks(respondent(request)),
  });

  app.route({
    ...rateLimited(contractRoute(getSurveyByLinkCall), LINK_READ_LIMIT),
    handler: async (request) => surveys.get(requestClient(request), linkOf(request)),
  });

  app.route({
    ...rateLimited(contractRoute(saveSurveyAnswersByLinkCall), LINK_ANSWER_LIMIT),
    handler: async (request) => surveys.saveAnswers(requestClient(request), linkOf(request), request.body.answers),
  });

  app.route({
    ...rateLimited(contractRoute(finishSurveyByLinkCall), LINK_ANSWER_LIMIT),
    handler: async (request) => surveys.finish(requestClient(request), linkOf(request)),
  });
};
