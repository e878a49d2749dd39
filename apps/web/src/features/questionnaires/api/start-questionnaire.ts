import type { Questionnaire, QuestionnaireType } from '@portal/contract';
import { startQuestionnaireCall } from '@portal/contract/questionnaires';
import type { UseMutationResult } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useQuestionnaireMutation } from './questionnaire-mutation';

/** Starts an attempt, or starts the started one over with no answers. */
export function useStartQuestionnaire(): UseMutationResult<Questionnaire, Error, QuestionnaireType> {
  return useQuestionnaireMutation((type: QuestionnaireType) => callApi(startQuestionnaireCall, { body: { type } }));
}
