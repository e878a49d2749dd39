import type { Answer, Questionnaire } from '@portal/contract';
import { saveQuestionnaireAnswersCall } from '@portal/contract/questionnaires';
import type { UseMutationResult } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useQuestionnaireMutation } from './questionnaire-mutation';

export interface SaveAnswersInput {
  readonly responseId: number;
  readonly answers: readonly Answer[];
}

/** Saves one page's answers to the member's attempt (an empty values list clears an answer). */
export function useSaveAnswers(): UseMutationResult<Questionnaire, Error, SaveAnswersInput> {
  return useQuestionnaireMutation(({ responseId, answers }: SaveAnswersInput) =>
    callApi(saveQuestionnaireAnswersCall, { params: { id: responseId }, body: { answers } }),
  );
}
