import type { HealthActionType } from '@portal/contract';
import { addDays, addYears } from '../shared/calendar-date';
import type { HealthActionDefinition } from './programme-definition';

/** Spec 001 section 4: where a member stands with one health action. */
export type HealthActionState = 'INCOMPLETE' | 'PENDING_VERIFICATION' | 'COMPLETED';

/** A verified completion: from a claim, a finished (or refused) questionnaire, a checked attestation. */
export interface HealthActionCompletion {
  readonly completionDate: string;
  /** A refused questionnaire: it counts as done (spec 001), though it earns nothing. */
  readonly refused?: boolean;
  /** What the ledger issued for it, in cents or points; 0 or absent when nothing was. */
  readonly issuedAmount?: number;
}

/** What one member has done towards one action. */
export interface MemberActionRecord {
  readonly completions: readonly HealthActionCompletion[];
  /** Days of what the member said or did that still awaits a check: attestations, articles read, a profile update. */
  readonly awaitingVerification: readonly string[];
}

export interface CompliancePeriodSpan {
  readonly id: number;
  readonly startDate: string;
  readonly endDate: string;
}

/** The day to judge on, and the compliance periods of the member's cohort under the plan's strategy. */
export interface CompletionContext {
  readonly today: string;
  readonly periods: readonly CompliancePeriodSpan[];
}

export type ActionRule = Pick<HealthActionDefinition, 'type' | 'recurrence' | 'nextDueDateOffsetDayCount'>;

/**
 * The action types a questionnaire completes: the health questionnaire (HRA) and the surveys.
 * Spec 001 gives the HRA rule and "the same rule on the survey type"; every survey is a
 * questionnaire whose completion (or refusal) is the evidence, so all of them follow it.
 */
export const QUESTIONNAIRE_ACTION_TYPES: readonly HealthActionType[] = [
  'COMPLETE_HEALTH_QUESTIONNAIRE',
  'HEALTH_PLAN_FEEDBACK_SURVEY',
  'MCD_ADULT_HEALTH_PLAN_FEEDBACK_SURVEY',
  'MCD_YOUTH_HEALTH_PLAN_FEEDBACK_SURVEY',
  'MEMBER_RECORDED_OUTCOMES_SURVEY',
  'PROVIDER_SURVEY',
  'SNS_SURVEY',
  'FMC',
  'PATIENT_ENGAGEMENT_SURVEY',
];

const within = (date: string, period: CompliancePeriodSpan): boolean => period.startDate <= date && date <= period.endDate;

/** The period running on `date`, if any; periods of one cohort and strategy never overlap. */
export function periodContaining(periods: readonly CompliancePeriodSpan[], date: string): CompliancePeriodSpan | undefined {
  return periods.find((period) => within(date, period));
}

/** Each period with whether a completion falls inside it (the `isCompliant` of spec 001). */
export function compliancePeriodsWithCompliance<T extends CompliancePeriodSpan>(
  periods: readonly T[],
  completions: readonly HealthActionCompletion[],
): (T & { isCompliant: boolean })[] {
  return periods.map((period) => ({ ...period, isCompliant: completions.some((completion) => within(completion.completionDate, period)) }));
}

/** Spec 001: next due = last completion plus one year plus the offset days. */
export function nextDueDate(lastCompletionDate: string, offsetDayCount: number): string {
  return addDays(addYears(lastCompletionDate, 1), offsetDayCount);
}

export function lastCompletion(completions: readonly HealthActionCompletion[]): HealthActionCompletion | undefined {
  return completions.reduce<HealthActionCompletion | undefined>(
    (latest, completion) => (latest === undefined || completion.completionDate > latest.completionDate ? completion : latest),
    undefined,
  );
}

/** Completions that make the action done today under the next-due-date rule: the last one, until its next due date. */
function beforeNextDue(completions: readonly HealthActionCompletion[], offset: number, today: string): HealthActionCompletion[] {
  const last = lastCompletion(completions);
  return last && today < nextDueDate(last.completionDate, offset) ? [last] : [];
}

/**
 * The completions that make an action done today, empty when it is not (a simple or complex
 * action; compound ones follow their children, see `healthActionStates`).
 *
 * - Questionnaire actions (HRA, surveys): a completion or refusal in the compliance period
 *   running today, or, when the action has an offset, the last one until its next due date.
 * - Other actions with an offset: the last completion until its next due date.
 * - Other actions without one, by recurrence: ONCE, a completion in any of the cohort's
 *   periods; ANNUAL_CALENDAR, one in a cohort period and in today's calendar year;
 *   ANNUAL_WINDOW, one in the period running today.
 */
export function completionsCounting(
  action: ActionRule,
  completions: readonly HealthActionCompletion[],
  context: CompletionContext,
): HealthActionCompletion[] {
  const { today, periods } = context;
  const offset = action.nextDueDateOffsetDayCount;
  const current = periodContaining(periods, today);
  const inCurrent = (completion: HealthActionCompletion): boolean => current !== undefined && within(completion.completionDate, current);
  if (action.type !== null && QUESTIONNAIRE_ACTION_TYPES.includes(action.type)) {
    const thisPeriod = completions.filter(inCurrent);
    return thisPeriod.length > 0 || offset === null ? thisPeriod : beforeNextDue(completions, offset, today);
  }
  if (offset !== null) return beforeNextDue(completions, offset, today);
  const inSomePeriod = (completion: HealthActionCompletion): boolean => periods.some((period) => within(completion.completionDate, period));
  switch (action.recurrence) {
    case 'ONCE':
      return completions.filter(inSomePeriod);
    case 'ANNUAL_CALENDAR':
      return completions.filter((completion) => inSomePeriod(completion) && completion.completionDate.slice(0, 4) === today.slice(0, 4));
    case 'ANNUAL_WINDOW':
      return completions.filter(inCurrent);
  }
}

/** A simple or complex action's state: done, or waiting on a check of something done since it was last due, or to do. */
export function healthActionState(action: ActionRule, record: MemberActionRecord, context: CompletionContext): HealthActionState {
  if (completionsCounting(action, record.completions, context).length > 0) return 'COMPLETED';
  const last = lastCompletion(record.completions);
  const stillToCheck = record.awaitingVerification.some((day) => day <= context.today && (last === undefined || day > last.completionDate));
  return stillToCheck ? 'PENDING_VERIFICATION' : 'INCOMPLETE';
}

/** A compound action is done when every child is; waiting when none is left to do but some await a check. */
export function compoundState(childStates: readonly HealthActionState[]): HealthActionState {
  if (childStates.length === 0 || childStates.includes('INCOMPLETE')) return 'INCOMPLETE';
  return childStates.includes('PENDING_VERIFICATION') ? 'PENDING_VERIFICATION' : 'COMPLETED';
}

export type ActionInTree = ActionRule & Pick<HealthActionDefinition, 'id' | 'complexity' | 'containerHealthActionId'>;

/**
 * One member's state for every action of a programme: compound actions from their children,
 * the others from the member's record (no record: nothing done yet).
 */
export function healthActionStates(
  actions: readonly ActionInTree[],
  records: ReadonlyMap<number, MemberActionRecord>,
  context: CompletionContext,
): Map<number, HealthActionState> {
  const states = new Map<number, HealthActionState>();
  const none: MemberActionRecord = { completions: [], awaitingVerification: [] };
  const stateOf = (action: ActionInTree, path: ReadonlySet<number>): HealthActionState => {
    const known = states.get(action.id);
    if (known) return known;
    // A parsed programme has no cycles; the path guards a hand-built one all the same.
    const children = actions.filter((child) => child.containerHealthActionId === action.id && !path.has(child.id));
    const state =
      action.complexity === 'C'
        ? compoundState(children.map((child) => stateOf(child, new Set([...path, action.id]))))
        : healthActionState(action, records.get(action.id) ?? none, context);
    states.set(action.id, state);
    return state;
  };
  for (const action of actions) stateOf(action, new Set());
  return states;
}
