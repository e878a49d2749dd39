import type { QuestionnaireType } from '@portal/contract';
import { getQuestionnaireCall } from '@portal/contract/questionnaires';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { healthProfileKeys } from './health-profile-keys';

/** One questionnaire with every completion: asked only when a retake is under way and the list's `myId` is not the finished attempt. */
export const questionnaireQuery = (memberId: number, type: QuestionnaireType) =>
  queryOptions({
    queryKey: healthProfileKeys.questionnaire(memberId, type),
    queryFn: ({ signal }) => callApi(getQuestionnaireCall, { signal, params: { type } }),
    staleTime: 60_000,
  });
