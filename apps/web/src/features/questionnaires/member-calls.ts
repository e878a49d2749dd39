import type { QuestionnaireType } from '@portal/contract';
import { useFinishQuestionnaire } from './api/finish-questionnaire';
import { useRefuseQuestionnaire } from './api/refuse-questionnaire';
import { useSaveAnswers } from './api/save-answers';
import { useStartQuestionnaire } from './api/start-questionnaire';
import type { RunnerCalls } from './runner-calls';

/** The signed-in member's calls for the runner. A call on an attempt not yet made starts it first. */
export function useMemberCalls(type: QuestionnaireType, loading: boolean): RunnerCalls {
  const start = useStartQuestionnaire();
  const save = useSaveAnswers();
  const finish = useFinishQuestionnaire();
  const refuse = useRefuseQuestionnaire();
  const attemptOf = async (current: { myId: number | null; status: string }): Promise<number> =>
    current.myId !== null && current.status === 'STARTED' ? current.myId : (await start.mutateAsync(type)).myId!;
  return {
    start: () => start.mutateAsync(type),
    save: async (current, answers) => save.mutateAsync({ responseId: await attemptOf(current), answers }),
    finish: async (current) => finish.mutateAsync(await attemptOf(current)),
    refuse: async (current) => refuse.mutateAsync({ responseId: current.myId ?? (await start.mutateAsync(type)).myId!, type }),
    loading: loading || start.isPending || save.isPending || finish.isPending || refuse.isPending,
  };
}
