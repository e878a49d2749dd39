import type { HealthActionsInit, HealthActionView, PointSummary } from '@portal/contract';

/**
 * The actions that earn points, as the how-it-works page lists them: each action the member sees
 * on its own (a compound action's steps are part of it), in the programme's order.
 */
export function earningActions(actions: HealthActionsInit | null): HealthActionView[] {
  return (actions?.healthActions ?? [])
    .filter((action) => action.containerHealthActionId === null && action.rewardAmount > 0)
    .sort((a, b) => a.displayOrder - b.displayOrder);
}

/** The first day any of the member's points lapse, across their coverages; null when none expire. */
export function soonestExpiry(summaries: readonly PointSummary[]): string | null {
  const dates = summaries.filter((summary) => summary.availablePoints > 0).flatMap((summary) => summary.expirationDate ?? []);
  return dates.length === 0 ? null : dates.reduce((soonest, date) => (date < soonest ? date : soonest));
}
