import type { Answer, Questionnaire, QuestionnaireType, SurveyByLink } from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import type { QuestionnaireAnswering, Respondent, ResponseRow } from './questionnaire-ports';
import type { QuestionnairesRepository } from './questionnaires.repository';
import { typeOffered } from './questionnaire-types';
import type { SurveyLinks } from './survey-links';

export interface SurveysDependencies {
  readonly repository: QuestionnairesRepository;
  readonly questionnaires: QuestionnaireAnswering;
  readonly links: SurveyLinks;
  readonly clock: Clock;
}

/** What a survey link carries: its path's member and survey, its query's response and signature. */
export interface SurveyLinkRequest {
  readonly memberId: number;
  readonly surveyId: number;
  readonly responseId: number;
  readonly signature: string;
}

const DAY_MS = 86_400_000;

/** A link opens one attempt: the member's other attempts (their dates and ids) stay behind the sign-in. */
function onlyThisAttempt(questionnaire: Questionnaire): Questionnaire {
  return { ...questionnaire, allCompletions: [], lastCompleted: null };
}

// One answer for every way a link can be wrong, so a caller learns nothing of which part was.
const invalidLink = () => new AppError('SURVEY_LINK_INVALID', 'This survey link is not valid');

/**
 * Surveys opened from a signed link, without signing in. A link reaches exactly one response of
 * one member: the one it was made for (only responses made for a link have a link expiry).
 */
export function createSurveysService({ repository, questionnaires, links, clock }: SurveysDependencies) {
  async function resolve(client: ClientRecord, link: SurveyLinkRequest): Promise<{ respondent: Respondent; attempt: ResponseRow }> {
    if (!links.isValid({ memberId: link.memberId, surveyId: link.surveyId, responseId: link.responseId }, link.signature)) {
      throw invalidLink();
    }
    const attempt = await repository.responseOf(client.configuration.id, link.memberId, link.responseId);
    if (!attempt || attempt.definitionId !== link.surveyId || attempt.linkExpiresAt === null) throw invalidLink();
    return { respondent: { client, memberId: link.memberId }, attempt };
  }

  /** OPEN while the survey still takes answers; COMPLETED once finished; CLOSED when replaced or no longer offered. */
  async function stateOf(client: ClientRecord, attempt: ResponseRow): Promise<SurveyByLink['state']> {
    if (attempt.status !== 'STARTED') return 'COMPLETED';
    if (!typeOffered(client, attempt.type)) return 'CLOSED';
    const active = (await repository.activeDefinitions(client.configuration.id)).find((head) => head.type === attempt.type);
    return active?.id === attempt.definitionId ? 'OPEN' : 'CLOSED';
  }

  async function answer(client: ClientRecord, attempt: ResponseRow, respondent: Respondent): Promise<SurveyByLink> {
    const state = await stateOf(client, attempt);
    if (state !== 'OPEN') return { state, questionnaire: null };
    return { state, questionnaire: onlyThisAttempt(await questionnaires.view(respondent, attempt.type)) };
  }

  async function openAttempt(client: ClientRecord, link: SurveyLinkRequest) {
    const resolved = await resolve(client, link);
    const state = await stateOf(client, resolved.attempt);
    if (state === 'COMPLETED') throw new AppError('SURVEY_ALREADY_COMPLETED', 'The survey was already completed');
    if (state === 'CLOSED') throw new AppError('SURVEY_CLOSED', 'The survey no longer takes answers');
    return resolved;
  }

  async function createLink(
    client: ClientRecord,
    memberId: number,
    type: QuestionnaireType,
    days: number,
  ): Promise<{ url: string; responseId: number }> {
    const { id } = await questionnaires.offered(client, type);
    const expiresAt = new Date(clock.now().getTime() + days * DAY_MS);
    const responseId = await questionnaires.start({ client, memberId }, type, expiresAt);
    return { url: links.link({ memberId, surveyId: id, responseId }, expiresAt), responseId };
  }

  return {
    createLink,

    /** A link for the member of that plan's member number (the operator's command). */
    async createLinkByNumber(client: ClientRecord, clientMemberId: string, type: QuestionnaireType, days: number) {
      const member = await repository.memberByNumber(client.configuration.id, clientMemberId);
      if (!member) throw new AppError('NOT_FOUND', `${client.configuration.abbreviation} has no member ${clientMemberId}`);
      return createLink(client, member.id, type, days);
    },

    async get(client: ClientRecord, link: SurveyLinkRequest): Promise<SurveyByLink> {
      const { respondent, attempt } = await resolve(client, link);
      return answer(client, attempt, respondent);
    },

    async saveAnswers(client: ClientRecord, link: SurveyLinkRequest, answers: readonly Answer[]): Promise<SurveyByLink> {
      const { respondent, attempt } = await openAttempt(client, link);
      return { state: 'OPEN', questionnaire: onlyThisAttempt(await questionnaires.saveAnswers(respondent, attempt.id, answers)) };
    },

    async finish(client: ClientRecord, link: SurveyLinkRequest): Promise<SurveyByLink> {
      const { respondent, attempt } = await openAttempt(client, link);
      await questionnaires.finish(respondent, attempt.id);
      return { state: 'COMPLETED', questionnaire: null };
    },
  };
}

export type SurveysService = ReturnType<typeof createSurveysService>;
