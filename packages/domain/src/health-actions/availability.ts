import type { AvailabilityReason } from '@portal/contract';
import { lastCompletion, nextDueDate, type ActionRule, type HealthActionCompletion, type HealthActionState } from './completion-rules';

export interface Availability {
  readonly open: boolean;
  readonly reason: AvailabilityReason;
}

/** What decides whether one member may do one action today, as the server knows it. */
export interface AvailabilityFacts {
  readonly today: string;
  /** A coverage of the member is active today, the plan's grace days included. */
  readonly coverageActive: boolean;
  /** The member's cohort has a compliance period running today (under the plan's strategy). */
  readonly inCohortPeriod: boolean;
  /** The member's state for the action today (compound: from its children). */
  readonly state: HealthActionState;
  readonly completions: readonly HealthActionCompletion[];
  /** What the member's coverage has earned this calendar year, and the most it may. */
  readonly earnedThisYear: number;
  readonly yearlyMaximum: number;
}

const closed = (reason: AvailabilityReason): Availability => ({ open: false, reason });

/**
 * Why an action is or is not open to a member today, the first reason that applies winning:
 * no coverage, no compliance period running for the member's cohort, already done (for good,
 * until its next due date, or for this period). An action still open once the member has
 * earned the yearly maximum stays open (doing it keeps them compliant) but says it earns
 * nothing more this year.
 */
export function actionAvailability(action: ActionRule, facts: AvailabilityFacts): Availability {
  if (!facts.coverageActive) return closed('COVERAGE_ENDED');
  if (!facts.inCohortPeriod) return closed('NOT_IN_COHORT_PERIOD');
  if (facts.state === 'COMPLETED') {
    const last = lastCompletion(facts.completions);
    const offset = action.nextDueDateOffsetDayCount;
    if (offset !== null && last && facts.today < nextDueDate(last.completionDate, offset)) return closed('NEXT_DUE_LATER');
    return closed(action.recurrence === 'ONCE' ? 'ONCE_DONE' : 'DONE_FOR_PERIOD');
  }
  // Said done, not confirmed yet: still open, so that a wrong date can be corrected.
  if (facts.state === 'PENDING_VERIFICATION') return { open: true, reason: 'AWAITING_PLAN_DATA' };
  if (facts.yearlyMaximum > 0 && facts.earnedThisYear >= facts.yearlyMaximum) return { open: true, reason: 'YEARLY_MAXIMUM_REACHED' };
  return { open: true, reason: 'OPEN' };
}
