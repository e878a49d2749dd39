import type { Answer, Questionnaire } from '@portal/contract';

/**
 * What the runner asks of whoever loaded the questionnaire: the member's own calls, or a survey
 * link's. Each answers with the questionnaire as it now stands, or null when the link's survey
 * is no longer shown (finished through the link). Start and refuse exist for members only.
 */
export interface RunnerCalls {
  readonly save: (current: Questionnaire, answers: readonly Answer[]) => Promise<Questionnaire | null>;
  readonly finish: (current: Questionnaire) => Promise<Questionnaire | null>;
  readonly start?: (current: Questionnaire) => Promise<Questionnaire>;
  readonly refuse?: (current: Questionnaire) => Promise<Questionnaire>;
  /** A call is under way: Start waits (spec 001: start is rejected while loading). */
  readonly loading: boolean;
}
