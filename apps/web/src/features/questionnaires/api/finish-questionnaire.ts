import type { Questionnaire } from '@portal/contract';
import { finishQuestionnaireCall } from '@portal/contract/questionnaires';
import type { UseMutationResult } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useQuestionnaireMutation } from './questionnaire-mutation';

/** Finishes the attempt: the server scores it and completes its health action. */
export function useFinishQuestionnaire(): UseMutationResult<Questionnaire, Error, number> {
  return useQuestionnaireMutation((responseId: number) => callApi(finishQuestionnaireCall, { params: { id: responseId } }));
}
