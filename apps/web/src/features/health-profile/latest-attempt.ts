import type { Questionnaire, QuestionnaireSummary } from '@portal/contract';

/**
 * Which attempt a results page shows: the newest completed one. While the member retakes a
 * questionnaire, `myId` is the new, unfinished attempt, so the finished one is found among the
 * questionnaire's completions; a refusal has no scores and never counts.
 */
export type FinishedAttempt =
  | { readonly kind: 'known'; readonly responseId: number }
  | { readonly kind: 'none' }
  /** Only the questionnaire's completions can tell. */
  | { readonly kind: 'ask-completions' };

export function finishedAttempt(summary: QuestionnaireSummary): FinishedAttempt {
  if (summary.status === 'COMPLETED' && summary.myId !== null) return { kind: 'known', responseId: summary.myId };
  return summary.lastCompleted === null ? { kind: 'none' } : { kind: 'ask-completions' };
}

export function newestCompletion(completions: Questionnaire['allCompletions']): number | null {
  const completed = completions.filter((completion) => completion.status === 'COMPLETED');
  completed.sort((a, b) => Date.parse(b.completedAt) - Date.parse(a.completedAt));
  return completed[0]?.id ?? null;
}
