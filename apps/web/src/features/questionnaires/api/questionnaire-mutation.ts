import type { Questionnaire } from '@portal/contract';
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useSession } from '../../../lib/session-store';
import { flagFailure } from './failure-flag';
import { questionnairesKeys } from './questionnaires-keys';

/**
 * A call that answers with the questionnaire as it now stands: that answer replaces the loaded one,
 * and the list (statuses) loads again when next shown.
 */
export function useQuestionnaireMutation<V>(call: (variables: V) => Promise<Questionnaire>): UseMutationResult<Questionnaire, Error, V> {
  const queryClient = useQueryClient();
  const memberId = useSession()?.memberId;
  return useMutation({
    mutationFn: (variables: V) => flagFailure(call(variables)),
    onSuccess: (questionnaire) => {
      if (memberId === undefined) return;
      queryClient.setQueryData(questionnairesKeys.byType(memberId, questionnaire.type), questionnaire);
      void queryClient.invalidateQueries({ queryKey: questionnairesKeys.list(memberId) });
    },
  });
}
