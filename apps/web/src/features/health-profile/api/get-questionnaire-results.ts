import { getQuestionnaireResultsCall } from '@portal/contract/questionnaires';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { healthProfileKeys } from './health-profile-keys';

/** A finished attempt's scores, risks and answers beside the attempt before. */
export const questionnaireResultsQuery = (memberId: number, responseId: number) =>
  queryOptions({
    queryKey: healthProfileKeys.results(memberId, responseId),
    queryFn: ({ signal }) => callApi(getQuestionnaireResultsCall, { signal, params: { id: responseId } }),
    staleTime: 60_000,
  });
