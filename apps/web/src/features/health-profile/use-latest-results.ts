import type { QuestionnaireResults, QuestionnaireSummary } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session-store';
import { questionnaireQuery } from './api/get-questionnaire';
import { questionnaireResultsQuery } from './api/get-questionnaire-results';
import { questionnairesQuery } from './api/list-questionnaires';
import { finishedAttempt, newestCompletion } from './latest-attempt';

export type LatestResults =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly retry: () => void }
  /** The plan offers the member no such questionnaire (spec 001 section 8: 'No HRA loaded or found'). */
  | { readonly state: 'no-questionnaire' }
  | { readonly state: 'no-results' }
  | { readonly state: 'ready'; readonly results: QuestionnaireResults };

const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === 'QUESTIONNAIRE_NOT_FOUND' || error.code === 'QUESTIONNAIRE_RESPONSE_NOT_FOUND');

/** The results of the newest completed attempt of the questionnaire `pick` chooses from the member's list. */
export function useLatestResults(
  pick: (questionnaires: readonly QuestionnaireSummary[]) => QuestionnaireSummary | undefined,
): LatestResults {
  const memberId = useSession()?.memberId ?? 0;
  const list = useQuery(questionnairesQuery(memberId));
  const summary = list.data && pick(list.data.questionnaires);
  const attempt = summary ? finishedAttempt(summary) : null;
  const full = useQuery({
    ...questionnaireQuery(memberId, summary?.type ?? 'HRA'),
    enabled: attempt?.kind === 'ask-completions',
  });
  const responseId = attempt?.kind === 'known' ? attempt.responseId : full.data ? newestCompletion(full.data.allCompletions) : null;
  const results = useQuery({ ...questionnaireResultsQuery(memberId, responseId ?? 0), enabled: responseId !== null });

  const failed = [list, full, results].find((query) => query.isError && !isNotFound(query.error));
  if (failed) return { state: 'failed', retry: () => void failed.refetch() };
  if (list.isPending) return { state: 'loading' };
  if (!summary || (full.isError && attempt?.kind === 'ask-completions')) return { state: 'no-questionnaire' };
  if (attempt?.kind === 'none' || results.isError) return { state: 'no-results' };
  if (attempt?.kind === 'ask-completions' && full.data && responseId === null) return { state: 'no-results' };
  if (!results.data) return { state: 'loading' };
  return { state: 'ready', results: results.data };
}
