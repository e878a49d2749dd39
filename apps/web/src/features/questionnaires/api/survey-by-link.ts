import type { Answer, SurveyByLink } from '@portal/contract';
import { finishSurveyByLinkCall, getSurveyByLinkCall, saveSurveyAnswersByLinkCall } from '@portal/contract/questionnaires';
import { queryOptions, useMutation, type UseMutationResult } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../lib/api-client';
import type { SurveyLink } from '../survey-link';
import { flagFailure } from './failure-flag';
import { questionnairesKeys } from './questionnaires-keys';

/** The link's parts as the calls take them: the member and survey in the path, the attempt and signature in the query. */
function linkInput(link: SurveyLink): Pick<CallInput, 'params' | 'query'> {
  return {
    params: { memberId: link.memberId, surveyId: link.surveyId },
    query: { responseId: link.responseId, signature: link.signature },
  };
}

export const surveyByLinkQuery = (link: SurveyLink) =>
  queryOptions({
    queryKey: questionnairesKeys.survey(link),
    queryFn: ({ signal }) => flagFailure(callApi(getSurveyByLinkCall, { ...linkInput(link), signal })),
    // The runner keeps the answers of this visit itself; the link is read again at the next visit only.
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/**
 * The page's loaded survey is left as it was: a finish answers COMPLETED, and the page would
 * swap the runner's thanks for the already-completed message.
 */
function useSurveyMutation<V>(call: (variables: V) => Promise<SurveyByLink>): UseMutationResult<SurveyByLink, Error, V> {
  return useMutation({ mutationFn: (variables: V) => flagFailure(call(variables)) });
}

/** Saves one page's answers through the link. */
export function useSaveSurveyAnswers(link: SurveyLink): UseMutationResult<SurveyByLink, Error, readonly Answer[]> {
  return useSurveyMutation((answers: readonly Answer[]) => callApi(saveSurveyAnswersByLinkCall, { ...linkInput(link), body: { answers } }));
}

/** Finishes the survey through the link. */
export function useFinishSurvey(link: SurveyLink): UseMutationResult<SurveyByLink, Error, void> {
  return useSurveyMutation(() => callApi(finishSurveyByLinkCall, linkInput(link)));
}
