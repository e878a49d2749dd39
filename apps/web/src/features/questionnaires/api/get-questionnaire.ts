import type { QuestionnaireType } from '@portal/contract';
import { getQuestionnaireCall } from '@portal/contract/questionnaires';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { flagFailure } from './failure-flag';
import { questionnairesKeys } from './questionnaires-keys';

/**
 * One questionnaire with the member's current answers. Never stale by time: the runner decides
 * when to load it again (the domain's mayReload), so a member's page is not replaced under them.
 */
export const questionnaireQuery = (memberId: number, type: QuestionnaireType) =>
  queryOptions({
    queryKey: questionnairesKeys.byType(memberId, type),
    queryFn: ({ signal }) => flagFailure(callApi(getQuestionnaireCall, { signal, params: { type } })),
    staleTime: Infinity,
  });
