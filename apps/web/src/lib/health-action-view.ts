import type { HealthActionView, HealthActionsInit, MemberActionData } from '@portal/contract';
import { percentComplete } from '@portal/domain';

export type HealthActionState = MemberActionData['state'];

/** The order the lists show states in: what is left to do first. */
export const STATE_ORDER: readonly HealthActionState[] = ['INCOMPLETE', 'PENDING_VERIFICATION', 'COMPLETED'];

const byDisplayOrder = (a: HealthActionView, b: HealthActionView): number => a.displayOrder - b.displayOrder || a.id - b.id;

/** The actions a list shows at its top: those no compound action contains, in the plan's order. */
export function topLevelActions(actions: readonly HealthActionView[]): HealthActionView[] {
  return actions.filter((action) => action.containerHealthActionId === null).sort(byDisplayOrder);
}

/** The children of a compound action, in the plan's order. */
export function childActions(actions: readonly HealthActionView[], containerId: number): HealthActionView[] {
  return actions.filter((action) => action.containerHealthActionId === containerId).sort(byDisplayOrder);
}

/**
 * Where the household stands with an action: to do while anyone still has it to do, waiting while
 * someone's completion awaits the plan's check, done when everyone is.
 */
export function householdState(action: Pick<HealthActionView, 'toDoMembers' | 'pendingMembers'>): HealthActionState {
  if (action.toDoMembers.length > 0) return 'INCOMPLETE';
  return action.pendingMembers.length > 0 ? 'PENDING_VERIFICATION' : 'COMPLETED';
}

/**
 * Where the signed-in member stands with an action: their own state when it is assigned to them,
 * the household's when it is only their dependents' (a guardian's view).
 */
export function stateFor(action: HealthActionView, memberId: number): HealthActionState {
  return action.memberData[String(memberId)]?.state ?? householdState(action);
}

/** The top-level actions under each state of the signed-in member, in the plan's order. */
export function actionsByState(actions: readonly HealthActionView[], memberId: number): Record<HealthActionState, HealthActionView[]> {
  const groups: Record<HealthActionState, HealthActionView[]> = { INCOMPLETE: [], PENDING_VERIFICATION: [], COMPLETED: [] };
  for (const action of topLevelActions(actions)) groups[stateFor(action, memberId)].push(action);
  return groups;
}

/** One member's data for an action, if the action is theirs. */
export function memberDataOf(action: HealthActionView, memberId: number): MemberActionData | undefined {
  return action.memberData[String(memberId)];
}

/** The compliance period running today for a member's action, if any. */
function currentPeriod(data: MemberActionData, today: string): MemberActionData['compliancePeriods'][number] | undefined {
  return data.compliancePeriods.find((period) => period.startDate <= today && today <= period.endDate);
}

export interface EarnedOfTotal {
  /** Issued for completions in the period running today (or this calendar year), in cents or points. */
  readonly earned: number;
  /** What the action (and a compound action's children) pays in that time. */
  readonly total: number;
  /** Spec 001: earned over maximum possible, as a whole percentage. */
  readonly percent: number;
}

/** What one member earned of what an action can pay now: the action with its children, in this period. */
export function earnedOfTotal(
  actions: readonly HealthActionView[],
  action: HealthActionView,
  memberId: number,
  today: string,
): EarnedOfTotal {
  const parts = [action, ...childActions(actions, action.id)];
  let earned = 0;
  let total = 0;
  for (const part of parts) {
    const data = memberDataOf(part, memberId);
    if (!data) continue;
    total += part.rewardAmount;
    const period = currentPeriod(data, today) ?? { startDate: `${today.slice(0, 4)}-01-01`, endDate: `${today.slice(0, 4)}-12-31` };
    for (const completion of data.completions) {
      if (completion.completionDate >= period.startDate && completion.completionDate <= period.endDate)
        earned += completion.reward?.issuedAmount ?? 0;
    }
  }
  return { earned, total, percent: percentComplete(earned, total) };
}

/** The household members an action is assigned to (those with data for it), the signed-in member first. */
export function assignedMembers(init: Pick<HealthActionsInit, 'members'>, action: HealthActionView): HealthActionsInit['members'] {
  return init.members.filter((member) => memberDataOf(action, member.id) !== undefined);
}

/** The newest completion of an action by anyone in the household. */
export function lastCompletionDate(action: HealthActionView): string | null {
  let last: string | null = null;
  for (const data of Object.values(action.memberData)) {
    for (const completion of data.completions) if (last === null || completion.completionDate > last) last = completion.completionDate;
  }
  return last;
}

/**
 * The programme's progress for the signed-in member: earned in this period over what every action
 * assigned to them pays (each action once, a compound action's children on their own lines),
 * never more than the yearly maximum.
 */
export function programmeProgress(init: HealthActionsInit, memberId: number, today: string): EarnedOfTotal {
  let earned = 0;
  let total = 0;
  for (const action of init.healthActions) {
    const own = earnedOfTotal([], action, memberId, today);
    earned += own.earned;
    total += own.total;
  }
  // The member's cohort may cap a period below the plan's yearly maximum.
  const periodMaximums = init.healthActions.flatMap((action) => {
    const data = memberDataOf(action, memberId);
    const period = data && currentPeriod(data, today);
    return period ? [period.maxRewardAmount] : [];
  });
  const maximum = Math.min(total, init.programme.yearlyMaximum, ...periodMaximums);
  return { earned: Math.min(earned, maximum), total: maximum, percent: percentComplete(earned, maximum) };
}
