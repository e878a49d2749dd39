import type { Questionnaire, QuestionnaireType } from '@portal/contract';
import { refuseQuestionnaireCall } from '@portal/contract/questionnaires';
import type { UseMutationResult } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useQuestionnaireMutation } from './questionnaire-mutation';

export interface RefuseInput {
  readonly responseId: number;
  readonly type: QuestionnaireType;
}

/** Refuses the questionnaire: done for its health action, earning nothing. */
export function useRefuseQuestionnaire(): UseMutationResult<Questionnaire, Error, RefuseInput> {
  return useQuestionnaireMutation(({ responseId, type }: RefuseInput) =>
    callApi(refuseQuestionnaireCall, { params: { id: responseId }, body: { type } }),
  );
}
