import {
  addDays,
  cohortPeriodOn,
  cohortPeriods,
  completionsCounting,
  coverageOn,
  type HealthActionDefinition,
  type ProgrammeCompliancePeriod,
  type ProgrammeDefinition,
} from '@portal/domain';
import type { StoredEarning } from '../../db/schema';
import type { CompletionEvidence } from './completions';
import type { CompletionRow, CoverageRow, NewCompletion } from './completions.repository';

/** What the plan says beyond its programme: its grace days and the day it is now there. */
export interface PlanFacts {
  readonly termPeriodDayCount: number;
  /** The plan's calendar day now: a reward's lifetime runs from the day it is recorded. */
  readonly today: string;
}

export type Judgement =
  | { readonly status: 'NOT_IN_PROGRAMME' | 'NOT_COVERED' | 'NOT_DUE' }
  | { readonly status: 'ALREADY_RECORDED'; readonly existing: CompletionRow }
  | { readonly status: 'NEW'; readonly rows: readonly NewCompletion[] };

function earningOf(
  action: HealthActionDefinition,
  programme: ProgrammeDefinition,
  coverage: CoverageRow,
  period: ProgrammeCompliancePeriod | undefined,
  refused: boolean,
  plan: PlanFacts,
): StoredEarning | null {
  if (refused || action.rewardAmount === 0) return null;
  return {
    memberCoverageId: coverage.id,
    currency: programme.rewardType,
    amount: action.rewardAmount,
    yearlyMaximum: programme.yearlyMaximum,
    period: period ? { id: period.id, maxRewardAmount: period.maxRewardAmount } : null,
    expiresOn: programme.rewardLifetimeDays === null ? null : addDays(plan.today, programme.rewardLifetimeDays),
    healthActionCd: action.code,
  };
}

/**
 * Decides what one piece of evidence does, against the member's completions so far (which the
 * caller keeps up to date within a batch): nothing when the action is not the programme's, the
 * member had no coverage that day, or the action was already done for that day's period (or
 * before its next due date, or once for good); otherwise a new completion, and one for each
 * compound action it was the last child of.
 */
export function judgeEvidence(
  evidence: CompletionEvidence,
  programme: ProgrammeDefinition | null,
  coverages: readonly CoverageRow[],
  completions: readonly (CompletionRow | NewCompletion)[],
  plan: PlanFacts,
): Judgement {
  const action = programme?.healthActions.find((candidate) => candidate.id === evidence.healthActionId);
  if (!programme || !action) return { status: 'NOT_IN_PROGRAMME' };
  const existing = completions.find(
    (row): row is CompletionRow =>
      'id' in row && row.healthActionId === action.id && row.source === evidence.source && row.sourceRef === evidence.sourceRef,
  );
  if (existing) return { status: 'ALREADY_RECORDED', existing };
  const coverage = coverageOn(coverages, evidence.completionDate, programme, plan.termPeriodDayCount);
  if (!coverage) return { status: 'NOT_COVERED' };
  const periods = cohortPeriods(programme, coverage.cohortCode);
  const context = { today: evidence.completionDate, periods };
  const period = cohortPeriodOn(programme, coverage.cohortCode, evidence.completionDate);
  // Outside every period of the member's cohort there is nothing to be compliant for (decision 0031).
  if (!period) return { status: 'NOT_DUE' };
  const rows: NewCompletion[] = [];
  const known = [...completions];
  let current: HealthActionDefinition | undefined = action;
  let sourceRef = evidence.sourceRef;
  while (current) {
    const done = known.filter((row) => row.healthActionId === current!.id);
    if (completionsCounting(current, done, context).length > 0) break;
    const row: NewCompletion = {
      clientId: evidence.clientId,
      memberId: evidence.memberId,
      healthActionId: current.id,
      completionDate: evidence.completionDate,
      source: evidence.source,
      sourceRef,
      refused: evidence.refused === true,
      memberCoverageId: coverage.id,
      earning: earningOf(current, programme, coverage, period, evidence.refused === true, plan),
    };
    rows.push(row);
    known.push(row);
    current = completedContainer(current, programme, known, context);
    // A compound action's evidence is the child completion that finished it.
    sourceRef = `children:${row.healthActionId}:${row.source}:${row.sourceRef}`;
  }
  return rows.length === 0 ? { status: 'NOT_DUE' } : { status: 'NEW', rows };
}

/** The compound action `child` belongs to, when every one of its children now counts as done. */
function completedContainer(
  child: HealthActionDefinition,
  programme: ProgrammeDefinition,
  known: readonly (CompletionRow | NewCompletion)[],
  context: { today: string; periods: readonly ProgrammeCompliancePeriod[] },
): HealthActionDefinition | undefined {
  if (child.containerHealthActionId === null) return undefined;
  const container = programme.healthActions.find((candidate) => candidate.id === child.containerHealthActionId);
  if (!container) return undefined;
  const children = programme.healthActions.filter((candidate) => candidate.containerHealthActionId === container.id);
  const allDone = children.every(
    (sibling) =>
      completionsCounting(
        sibling,
        known.filter((row) => row.healthActionId === sibling.id),
        context,
      ).length > 0,
  );
  return allDone ? container : undefined;
}
