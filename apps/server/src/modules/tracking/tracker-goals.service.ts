import type { Tracker, TrackerIncentive } from '@portal/contract';
import {
  cohortPeriodOn,
  cohortPeriods,
  completionsCounting,
  coverageOn,
  todayIn,
  trackerGoalProgress,
  type HealthActionDefinition,
  type ProgrammeDefinition,
  type TrackerGoal,
} from '@portal/domain';
import type { HealthActionCompletions } from '../../core/health-action-completions/completions';
import type { MemberKey } from '../../db/member-owned';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import type { TrackerGoalsRepository } from './tracker-goals.repository';
import type { TrackingRepository } from './tracking.repository';

export interface TrackerGoalsDependencies {
  readonly repository: TrackerGoalsRepository;
  readonly entries: Pick<TrackingRepository, 'recordedDays'>;
  readonly programmes: { programmeFor(clientId: number): Promise<ProgrammeDefinition | null> };
  readonly completions: Pick<HealthActionCompletions, 'record'>;
  readonly clock: Clock;
}

type GoalAction = HealthActionDefinition & { readonly trackerGoal: TrackerGoal };

const hasGoal = (action: HealthActionDefinition): action is GoalAction => action.trackerGoal !== null;

/**
 * Health actions a tracker completes (decision 0047). The completion is written when entries are
 * saved, as a profile change completes the profile update: its evidence is the goal of the period
 * running today (`tracker-goal:<period id>`), so saving again, or a second day past the goal,
 * records and pays nothing more (the completions' evidence key, and the action then counts as
 * done for the period).
 */
export function createTrackerGoals({ repository, entries, programmes, completions, clock }: TrackerGoalsDependencies) {
  /** Each goal action (of one tracker when named) with the period running today and the member's progress in it. */
  async function progressOf(client: ClientRecord, member: MemberKey, tracker?: Tracker) {
    const programme = await programmes.programmeFor(member.clientId);
    const actions = (programme?.healthActions ?? []).filter(hasGoal).filter((action) => !tracker || action.trackerGoal.tracker === tracker);
    if (!programme || actions.length === 0) return [];
    const today = todayIn(clock.now(), client.timeZone);
    const coverage = coverageOn(await repository.coveragesOf(member), today, programme, client.configuration.termPeriodDayCount);
    const period = coverage && cohortPeriodOn(programme, coverage.cohortCode, today);
    const periods = coverage ? cohortPeriods(programme, coverage.cohortCode) : [];
    const currency = programme.rewardType;
    return Promise.all(
      actions.map(async (action) => {
        const days = period ? await entries.recordedDays(member, action.trackerGoal.tracker, period.startDate, period.endDate) : [];
        const progress = period ? trackerGoalProgress(action.trackerGoal, days, period) : { daysRecorded: 0, reachedOn: null };
        return { action, currency, period, progress, context: { today, periods } };
      }),
    );
  }

  return {
    /** Every tracker's incentives, with the member's days so far in the period running today. */
    async incentives(client: ClientRecord, member: MemberKey): Promise<Map<Tracker, TrackerIncentive[]>> {
      const goals = await progressOf(client, member);
      const done = await repository.completionsOf(
        member,
        goals.map(({ action }) => action.id),
      );
      const incentives = new Map<Tracker, TrackerIncentive[]>();
      for (const { action, currency, progress, context } of goals) {
        const own = done.filter((row) => row.healthActionId === action.id);
        const list = incentives.get(action.trackerGoal.tracker) ?? [];
        list.push({
          healthActionId: action.id,
          code: action.code,
          rewardAmount: action.rewardAmount,
          currency,
          dayCount: action.trackerGoal.dayCount,
          daysRecorded: progress.daysRecorded,
          completed: completionsCounting(action, own, context).length > 0,
        });
        incentives.set(action.trackerGoal.tracker, list);
      }
      return incentives;
    },

    /** After entries of a tracker are saved (by hand or from a device): completes each of its goals the member has reached. */
    async complete(client: ClientRecord, member: MemberKey, tracker: Tracker): Promise<void> {
      for (const { action, period, progress } of await progressOf(client, member, tracker)) {
        if (!period || progress.reachedOn === null) continue;
        await completions.record({
          ...member,
          healthActionId: action.id,
          completionDate: progress.reachedOn,
          source: 'TRACKER',
          sourceRef: `tracker-goal:${period.id}`,
        });
      }
    },
  };
}
