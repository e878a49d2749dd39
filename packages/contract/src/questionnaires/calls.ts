import * as z from 'zod/mini';
import { idParamSchema, timestampSchema } from '../shared/common';
import { defineCall } from '../shared/define-call';
import {
  enableOperatorSchema,
  hraRiskTypeSchema,
  launchModeSchema,
  questionnaireLengthSchema,
  questionnaireStatusSchema,
  questionnaireTypeSchema,
  questionTypeSchema,
  riskLevelSchema,
  scoreKindSchema,
  screenKindSchema,
  screenWidthSchema,
} from './kinds';

export * from './kinds';

/** Longest answer to a free-text question, in characters. */
export const MAX_TEXT_ANSWER_LENGTH = 2_000;
/** Most values one answer may hold (a CHECKBOXES question's choices). */
export const MAX_ANSWER_VALUES = 50;
/** Most answers one save may carry. */
export const MAX_ANSWERS_PER_SAVE = 200;

export const answerOptionSchema = z.object({
  code: z.string(),
  text: z.string(),
  /** The answer's weight in the questionnaire's scores (a crisis-support question's above zero shows the crisis line). */
  weight: z.nullable(z.number()),
  /** An inactive option is not offered any more; an old answer may still hold it. */
  active: z.boolean(),
});
export type AnswerOption = z.infer<typeof answerOptionSchema>;

/** One condition on earlier answers (spec 001: otherSelectors, requiredAnswers). */
export const enableConditionSchema = z.object({
  questionId: z.string(),
  operator: enableOperatorSchema,
  /** The answer compared with; null for `exists`, where `answer` is "true" or "false" otherwise. */
  answer: z.nullable(z.string()),
});
export type EnableCondition = z.infer<typeof enableConditionSchema>;

export const questionSchema = z.object({
  /** The question's linkId in the plan's FHIR document. */
  id: z.string(),
  displayOrder: z.int(),
  type: questionTypeSchema,
  text: z.string(),
  optional: z.boolean(),
  answerOptions: z.array(answerOptionSchema),
  /** A TEXTBOX that takes a number. */
  numeric: z.nullable(
    z.object({ integer: z.boolean(), min: z.nullable(z.number()), max: z.nullable(z.number()), unit: z.nullable(z.string()) }),
  ),
  /** A LINEAR_SCALE's ends. */
  scale: z.nullable(z.object({ min: z.int(), max: z.int(), lowLabel: z.string(), highLabel: z.string() })),
  minAge: z.nullable(z.int()),
  maxAge: z.nullable(z.int()),
  gender: z.nullable(z.string()),
  otherSelectors: z.array(enableConditionSchema),
  enableBehavior: z.enum(['all', 'any']),
  /** Enabled once the summed weights of `items` answered so far reach `min` (PHQ-2 opening PHQ-9): the score `score`'s items. */
  enableWhenScore: z.nullable(z.object({ score: z.string(), items: z.array(z.string()), min: z.number() })),
  /** Answering it earns the reward: listed as required when not optional. */
  directIncentive: z.boolean(),
  /** An answer with a weight above zero shows the crisis line at once. */
  crisisSupport: z.boolean(),
  /** Where the question comes from, with its licence. */
  sources: z.array(z.string()),
});
export type Question = z.infer<typeof questionSchema>;

export const questionGroupSchema = z.object({
  id: z.string(),
  title: z.string(),
  displayOrder: z.int(),
  /** Words shown above the questions (the group's display items). */
  instructions: z.array(z.string()),
  questions: z.array(questionSchema),
});
export type QuestionGroup = z.infer<typeof questionGroupSchema>;

export const questionnaireScreenSchema = z.object({ kind: screenKindSchema, title: z.string(), body: z.string() });

export const questionnaireSettingsSchema = z.object({
  numberedQuestions: z.boolean(),
  numbersOnOptional: z.boolean(),
  prefillOldAnswers: z.boolean(),
  isVariableLength: z.boolean(),
  screenWidth: screenWidthSchema,
});

/** An answer as it travels: a choice's codes, or one number, date or text. */
export const answerSchema = z.object({
  questionId: z.string().check(z.minLength(1), z.maxLength(200)),
  values: z.array(z.string().check(z.maxLength(MAX_TEXT_ANSWER_LENGTH))).check(z.maxLength(MAX_ANSWER_VALUES)),
});
export type Answer = z.infer<typeof answerSchema>;

export const questionnaireCompletionSchema = z.object({
  /** The attempt's id (a questionnaire response). */
  id: z.int(),
  status: z.enum(['COMPLETED', 'REFUSED']),
  completedAt: timestampSchema,
});

/** The fields both the list and the questionnaire carry. */
const questionnaireHeadShape = {
  /** The plan's questionnaire (its loaded definition). */
  id: z.int(),
  /** The member's current attempt; null before the first start. */
  myId: z.nullable(z.int()),
  type: questionnaireTypeSchema,
  status: questionnaireStatusSchema,
  title: z.string(),
  length: questionnaireLengthSchema,
  launchMode: launchModeSchema,
  priority: z.int(),
  lastCompleted: z.nullable(timestampSchema),
  /** The health action its completion completes, if the plan has one for it. */
  healthActionId: z.nullable(z.int()),
};

export const questionnaireSummarySchema = z.object(questionnaireHeadShape);
export type QuestionnaireSummary = z.infer<typeof questionnaireSummarySchema>;

export const questionnaireSchema = z.object({
  ...questionnaireHeadShape,
  settings: questionnaireSettingsSchema,
  screens: z.array(questionnaireScreenSchema),
  /** In display order, only the questions open to this member by age and gender. */
  groups: z.array(questionGroupSchema),
  /** The current attempt's answers; when prefillOldAnswers, a new attempt starts from the last one's. */
  answers: z.array(answerSchema),
  allCompletions: z.array(questionnaireCompletionSchema),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

export const scoreResultSchema = z.object({
  code: z.string(),
  title: z.string(),
  kind: scoreKindSchema,
  /** Null when an item it needs was not answered. */
  value: z.nullable(z.number()),
  band: z.nullable(z.string()),
  level: z.nullable(riskLevelSchema),
  risk: z.nullable(hraRiskTypeSchema),
});
export type ScoreResult = z.infer<typeof scoreResultSchema>;

export const answeredQuestionSchema = z.object({
  questionId: z.string(),
  groupTitle: z.string(),
  text: z.string(),
  /** The answer as the member saw it (options' texts). */
  answer: z.array(z.string()),
  /** The same question's answer in the attempt before, for compare-all-answers. */
  previousAnswer: z.nullable(z.array(z.string())),
});

export const questionnaireResultsSchema = z.object({
  responseId: z.int(),
  type: questionnaireTypeSchema,
  title: z.string(),
  status: z.enum(['COMPLETED', 'REFUSED']),
  completedAt: timestampSchema,
  previousCompletedAt: z.nullable(timestampSchema),
  scores: z.array(scoreResultSchema),
  overallRisk: z.nullable(riskLevelSchema),
  /** An answer to a crisis-support question was above zero: the results repeat the crisis line. */
  crisisSupport: z.boolean(),
  answers: z.array(answeredQuestionSchema),
});
export type QuestionnaireResults = z.infer<typeof questionnaireResultsSchema>;

export const healthRiskSchema = z.object({
  risk: hraRiskTypeSchema,
  level: riskLevelSchema,
  scoreCode: z.string(),
  value: z.number(),
  band: z.nullable(z.string()),
});
export type HealthRisk = z.infer<typeof healthRiskSchema>;

export const healthRisksSchema = z.object({
  overallRisk: riskLevelSchema,
  /** The risks of the latest completed HRA, highest first. */
  healthSummary: z.array(healthRiskSchema),
  responseId: z.int(),
  completedAt: timestampSchema,
});
export type HealthRisks = z.infer<typeof healthRisksSchema>;

const typeParams = z.object({ type: questionnaireTypeSchema });
const responseParams = z.object({ id: idParamSchema });
const saveAnswersBody = z.object({ answers: z.array(answerSchema).check(z.maxLength(MAX_ANSWERS_PER_SAVE)) });

export const listQuestionnairesCall = defineCall({
  method: 'GET',
  path: '/v1/web/questionnaire',
  summary: "The questionnaires the member's plan offers them, each with the member's status",
  access: 'member',
  response: z.object({ questionnaires: z.array(questionnaireSummarySchema) }),
});

export const getQuestionnaireCall = defineCall({
  method: 'GET',
  path: '/v1/web/questionnaire/:type',
  summary: "One questionnaire in the member's language, with their current attempt's answers",
  access: 'member',
  params: typeParams,
  response: questionnaireSchema,
});

export const startQuestionnaireCall = defineCall({
  method: 'POST',
  path: '/v1/web/questionnaire',
  summary: 'Start (or start again) a questionnaire: a started attempt is emptied and keeps its id; after a completion, a new attempt',
  access: 'member',
  body: z.object({ type: questionnaireTypeSchema }),
  response: questionnaireSchema,
});

export const saveQuestionnaireAnswersCall = defineCall({
  method: 'POST',
  path: '/v1/web/questionnaire/:id/answers',
  summary: "Save answers to the member's started attempt (an empty values list clears one)",
  access: 'member',
  params: responseParams,
  body: saveAnswersBody,
  response: questionnaireSchema,
});

export const finishQuestionnaireCall = defineCall({
  method: 'POST',
  path: '/v1/web/questionnaire/:id/finish',
  summary: 'Finish an attempt: scored on the server, completes its health action once',
  access: 'member',
  params: responseParams,
  response: questionnaireSchema,
});

export const refuseQuestionnaireCall = defineCall({
  method: 'POST',
  path: '/v1/web/questionnaire/:id/refuse',
  summary: 'Refuse a questionnaire: it counts as done for its health action and earns nothing',
  access: 'member',
  params: responseParams,
  body: z.object({ type: questionnaireTypeSchema }),
  response: questionnaireSchema,
});

export const getQuestionnaireResultsCall = defineCall({
  method: 'GET',
  path: '/v1/web/questionnaire/:id/results',
  summary: "A finished attempt's scores, risks and answers beside the attempt before",
  access: 'member',
  params: responseParams,
  response: questionnaireResultsSchema,
});

export const getHealthRisksCall = defineCall({
  method: 'GET',
  path: '/v1/web/health-profile/health-risks',
  summary: "The risks of the member's latest completed health risk assessment",
  access: 'member',
  feature: 'HRA',
  response: healthRisksSchema,
});

/** A survey link's query (spec 001: responseId and signature; the signature carries its expiry). */
const surveyLinkQuery = z.object({
  responseId: idParamSchema,
  signature: z.string().check(z.minLength(1), z.maxLength(200)),
});
const surveyLinkParams = z.object({ memberId: idParamSchema, surveyId: idParamSchema });

export const SURVEY_LINK_STATES = ['OPEN', 'CLOSED', 'COMPLETED'] as const;
export const surveyLinkStateSchema = z.enum(SURVEY_LINK_STATES);

export const surveyByLinkSchema = z.object({
  state: surveyLinkStateSchema,
  /** Absent when the survey is closed or already completed. */
  questionnaire: z.nullable(questionnaireSchema),
});
export type SurveyByLink = z.infer<typeof surveyByLinkSchema>;

export const getSurveyByLinkCall = defineCall({
  method: 'GET',
  path: '/v1/web/questionnaire/:memberId/surveys/:surveyId',
  summary: 'A survey opened from a signed link, without signing in: that survey and nothing else of the member',
  access: 'public',
  params: surveyLinkParams,
  query: surveyLinkQuery,
  response: surveyByLinkSchema,
});

export const saveSurveyAnswersByLinkCall = defineCall({
  method: 'POST',
  path: '/v1/web/questionnaire/:memberId/surveys/:surveyId/answers',
  summary: 'Save answers to a survey opened from a signed link',
  access: 'public',
  params: surveyLinkParams,
  query: surveyLinkQuery,
  body: saveAnswersBody,
  response: surveyByLinkSchema,
});

export const finishSurveyByLinkCall = defineCall({
  method: 'POST',
  path: '/v1/web/questionnaire/:memberId/surveys/:surveyId/finish',
  summary: 'Finish a survey opened from a signed link',
  access: 'public',
  params: surveyLinkParams,
  query: surveyLinkQuery,
  response: surveyByLinkSchema,
});

/** How long a survey link works when the operator names no other lifetime. */
export const DEFAULT_SURVEY_LINK_DAYS = 30;
/** A plan's survey season is at most a year; a longer link would outlive its questions. */
export const MAX_SURVEY_LINK_DAYS = 365;

export const sendSurveyInvitationsCall = defineCall({
  method: 'POST',
  path: '/v1/staff/surveys/invitations',
  summary:
    "E-mails a survey link to every member of the client named by 'client' who has an address and has not answered it (administrators; the same as `surveys invite`)",
  access: 'staff-admin',
  query: z.object({ client: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/)) }),
  body: z.object({
    type: questionnaireTypeSchema,
    days: z.optional(z.int().check(z.positive(), z.lte(MAX_SURVEY_LINK_DAYS))),
  }),
  response: z.object({ invited: z.int(), alreadyAnswered: z.int() }),
});
