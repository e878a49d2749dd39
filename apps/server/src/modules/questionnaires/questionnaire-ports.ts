import type { Answer, LanguageCode, Questionnaire, QuestionnaireType } from '@portal/contract';
import type { QuestionnaireDefinition } from '@portal/domain';
import type { QuestionnaireResponseStatus, StoredScore } from '../../db/schema';
import type { ClientRecord } from '../../lib/client-record';

/** One attempt as stored. */
export interface ResponseRow {
  readonly id: number;
  readonly clientId: number;
  readonly memberId: number;
  readonly definitionId: number;
  readonly type: QuestionnaireType;
  readonly status: QuestionnaireResponseStatus;
  readonly answers: Record<string, string[]>;
  readonly startedAt: Date;
  readonly finishedAt: Date | null;
  readonly scores: StoredScore[] | null;
  readonly linkExpiresAt: Date | null;
}

/** Who is answering: a signed-in member, or the member a survey link names (the caller has checked which). */
export interface Respondent {
  readonly client: ClientRecord;
  readonly memberId: number;
  /** The page's language, for a member who saved none. */
  readonly pageLanguage?: LanguageCode | null;
}

export interface OfferedQuestionnaire {
  readonly id: number;
  readonly definition: QuestionnaireDefinition;
}

/** What the survey links and invitations ask of the questionnaires service: the member's calls, for the member a link names. */
export interface QuestionnaireAnswering {
  offered(client: ClientRecord, type: QuestionnaireType): Promise<OfferedQuestionnaire>;
  view(respondent: Respondent, type: QuestionnaireType): Promise<Questionnaire>;
  start(respondent: Respondent, type: QuestionnaireType, linkExpiresAt?: Date | null): Promise<number>;
  saveAnswers(respondent: Respondent, responseId: number, answers: readonly Answer[]): Promise<Questionnaire>;
  finish(respondent: Respondent, responseId: number): Promise<Questionnaire>;
}

/** What invitations ask of the surveys service. */
export interface SurveyLinkMaking {
  createLink(client: ClientRecord, memberId: number, type: QuestionnaireType, days: number): Promise<{ url: string; responseId: number }>;
}
