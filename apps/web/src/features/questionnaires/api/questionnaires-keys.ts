import type { QuestionnaireType } from '@portal/contract';
import type { SurveyLink } from '../survey-link';

/** The query keys of the questionnaires area. */
export const questionnairesKeys = {
  all: ['questionnaires'] as const,
  list: (memberId: number) => [...questionnairesKeys.all, 'list', memberId] as const,
  byType: (memberId: number, type: QuestionnaireType) => [...questionnairesKeys.all, 'type', memberId, type] as const,
  /** A survey opened from a link: the link itself is the key, since nobody is signed in. */
  survey: (link: SurveyLink) =>
    [...questionnairesKeys.all, 'survey', link.memberId, link.surveyId, link.responseId, link.signature] as const,
};
