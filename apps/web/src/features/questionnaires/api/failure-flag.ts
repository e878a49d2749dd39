import { useSyncExternalStore } from 'react';
import { createExternalStore } from '../../../lib/external-store';

/**
 * Spec 001 section 7: a failed questionnaire call sets the area's failure flag and rethrows; the
 * runner shows the generic message while it is set. The next call that succeeds clears it.
 */
export const questionnairesFailure = createExternalStore(false);

export async function flagFailure<T>(call: Promise<T>): Promise<T> {
  try {
    const answer = await call;
    questionnairesFailure.set(false);
    return answer;
  } catch (error) {
    if ((error as Error).name !== 'AbortError') questionnairesFailure.set(true);
    throw error;
  }
}

export function useQuestionnairesFailure(): boolean {
  return useSyncExternalStore(questionnairesFailure.subscribe, questionnairesFailure.get);
}
