// The questionnaire calls, by address only: a page that makes them does not load their schemas
// (see shared/call-address.ts).
import { callAddress } from '../shared/call-address';
import type * as calls from './calls';

export const listQuestionnairesCall = callAddress<typeof calls.listQuestionnairesCall>('GET', '/v1/web/questionnaire');
export const getQuestionnaireCall = callAddress<typeof calls.getQuestionnaireCall>('GET', '/v1/web/questionnaire/:type');
export const startQuestionnaireCall = callAddress<typeof calls.startQuestionnaireCall>('POST', '/v1/web/questionnaire');
export const saveQuestionnaireAnswersCall = callAddress<typeof calls.saveQuestionnaireAnswersCall>(
  'POST',
  '/v1/web/questionnaire/:id/answers',
);
export const finishQuestionnaireCall = callAddress<typeof calls.finishQuestionnaireCall>('POST', '/v1/web/questionnaire/:id/finish');
export const refuseQuestionnaireCall = callAddress<typeof calls.refuseQuestionnaireCall>('POST', '/v1/web/questionnaire/:id/refuse');
export const getQuestionnaireResultsCall = callAddress<typeof calls.getQuestionnaireResultsCall>(
  'GET',
  '/v1/web/questionnaire/:id/results',
);
export const getHealthRisksCall = callAddress<typeof calls.getHealthRisksCall>('GET', '/v1/web/health-profile/health-risks');
export const getSurveyByLinkCall = callAddress<typeof calls.getSurveyByLinkCall>(
  'GET',
  '/v1/web/questionnaire/:memberId/surveys/:surveyId',
);
export const saveSurveyAnswersByLinkCall = callAddress<typeof calls.saveSurveyAnswersByLinkCall>(
  'POST',
  '/v1/web/questionnaire/:memberId/surveys/:surveyId/answers',
);
export const finishSurveyByLinkCall = callAddress<typeof calls.finishSurveyByLinkCall>(
  'POST',
  '/v1/web/questionnaire/:memberId/surveys/:surveyId/finish',
);
