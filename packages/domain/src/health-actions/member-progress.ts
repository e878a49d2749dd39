import {
  completionsCounting,
  type ActionRule,
  type CompletionContext,
  type HealthActionCompletion,
  type HealthActionState,
} from './completion-rules';

/** One member of a household (the subscriber or a dependent) and their state for one action. */
export interface HouseholdMemberState {
  readonly memberId: number;
  readonly isSubscriber: boolean;
  readonly state: HealthActionState;
}

export interface HouseholdProgress {
  readonly toDoMembers: number[];
  /** Members who did their part and wait for the plan's data to confirm it. */
  readonly pendingMembers: number[];
  readonly completedMembers: number[];
}

/** Spec 001's derived lists of an action: who still has it to do, who waits on a check, who is done. */
export function householdProgress(members: readonly HouseholdMemberState[]): HouseholdProgress {
  const withState = (state: HealthActionState): number[] =>
    members.filter((member) => member.state === state).map((member) => member.memberId);
  return {
    toDoMembers: withState('INCOMPLETE'),
    pendingMembers: withState('PENDING_VERIFICATION'),
    completedMembers: withState('COMPLETED'),
  };
}

/** The subscriber's completions of an action, newest first (the history the detail page shows). */
export function subscriberCompletions(completions: readonly HealthActionCompletion[]): HealthActionCompletion[] {
  return [...completions].sort((a, b) => (a.completionDate < b.completionDate ? 1 : a.completionDate > b.completionDate ? -1 : 0));
}

/** Whether the completion that makes the action done today earned the subscriber something. */
export function subscriberWasRewarded(
  action: ActionRule,
  completions: readonly HealthActionCompletion[],
  context: CompletionContext,
): boolean {
  return completionsCounting(action, completions, context).some((completion) => (completion.issuedAmount ?? 0) > 0);
}

/**
 * The most a member can still be paid for the actions open to them: what the actions pay in
 * total, never more than any cap that applies (the period's maxRewardAmount, the yearly maximum).
 */
export function maxEarnableIncentiveAmount(rewardAmounts: readonly number[], caps: readonly number[]): number {
  return Math.min(
    rewardAmounts.reduce((sum, amount) => sum + amount, 0),
    ...caps,
  );
}

/**
 * Spec 001: progress is the total earned over the maximum possible, as a whole percentage
 * rounded down, so that 100% is shown only when everything is earned; 0 when nothing can be.
 */
export function percentComplete(earned: number, maximumPossible: number): number {
  if (maximumPossible <= 0 || earned <= 0) return 0;
  return Math.min(100, Math.floor((earned * 100) / maximumPossible));
}
