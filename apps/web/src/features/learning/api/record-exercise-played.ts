import type { BrainExerciseCode } from '@portal/contract';
import { postMemberActivityCall } from '@portal/contract/member-account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { learnKeys } from './learn-keys';

/** Spec 001: a finished brain exercise is a PLAYED_BRAIN_EXERCISE activity, played today. */
export function useRecordExercisePlayed(exerciseCd: BrainExerciseCode) {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi(postMemberActivityCall, {
        body: { activityType: 'PLAYED_BRAIN_EXERCISE', activityPayload: { source: 'web', contentId: exerciseCd } },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learnKeys.init(session?.memberId ?? 0) }),
  });
}
