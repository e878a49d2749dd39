import { describe, expect, it } from 'vitest';
import { completion, healthActionView, healthActionsInit, memberActionData } from '../test/health-action-fixtures';
import {
  actionsByState,
  STATE_ORDER,
  childActions,
  earnedOfTotal,
  householdState,
  lastCompletionDate,
  programmeProgress,
  topLevelActions,
} from './health-action-view';

const heart = healthActionView({ id: 110, code: 'HEART_HEALTH', complexity: 'C', displayOrder: 8, rewardAmount: 3000 });
const screening = healthActionView({ id: 111, containerHealthActionId: 110, displayOrder: 1, rewardAmount: 1000 });
const pressure = healthActionView({ id: 112, containerHealthActionId: 110, displayOrder: 2, rewardAmount: 1000 });

describe('the health action lists', () => {
  it('show top-level actions in the plan order, children under their compound action', () => {
    const flu = healthActionView({ id: 102, displayOrder: 2 });
    const checkup = healthActionView({ id: 101, displayOrder: 1 });
    const all = [heart, pressure, flu, screening, checkup];
    expect(topLevelActions(all).map((action) => action.id)).toEqual([101, 102, 110]);
    expect(childActions(all, 110).map((action) => action.id)).toEqual([111, 112]);
  });

  it("group by where the member stands, or the household's state for an action only their dependents have", () => {
    expect(householdState({ toDoMembers: [43], pendingMembers: [42] })).toBe('INCOMPLETE');
    expect(householdState({ toDoMembers: [], pendingMembers: [42] })).toBe('PENDING_VERIFICATION');
    expect(householdState({ toDoMembers: [], pendingMembers: [] })).toBe('COMPLETED');
    // Maria (42) did 104; her son (43) has not: Maria's own list shows it done.
    const done = healthActionView({
      id: 104,
      toDoMembers: [43],
      completedMembers: [42],
      memberData: { '42': memberActionData({ state: 'COMPLETED' }), '43': memberActionData() },
    });
    // 105 is only her son's, and waits for the plan's check.
    const sons = healthActionView({
      id: 105,
      toDoMembers: [],
      pendingMembers: [43],
      memberData: { '43': memberActionData({ state: 'PENDING_VERIFICATION' }) },
    });
    const groups = actionsByState([healthActionView(), done, sons], 42);
    expect(STATE_ORDER.map((state) => groups[state].map((action) => action.id))).toEqual([[101], [105], [104]]);
  });
});

describe('earned of total', () => {
  it('counts what was issued in the period running today for the action and its children, over what they pay', () => {
    const paidHeart = { ...heart, memberData: { '42': memberActionData({ completions: [completion(1, '2026-05-01', 3000)] }) } };
    const paidScreening = {
      ...screening,
      memberData: { '42': memberActionData({ completions: [completion(2, '2025-05-01', 1000), completion(3, '2026-03-01', 1000)] }) },
    };
    const result = earnedOfTotal([paidHeart, paidScreening, pressure], paidHeart, 42, '2026-11-24');
    // Last year's screening is not this period's; 4000 of 5000 is 80%.
    expect(result).toEqual({ earned: 4000, total: 5000, percent: 80 });
  });

  it('is nothing of nothing for a member the action is not assigned to', () => {
    expect(earnedOfTotal([heart], heart, 7, '2026-11-24')).toEqual({ earned: 0, total: 0, percent: 0 });
  });

  it('caps the programme total by the yearly maximum', () => {
    const init = healthActionsInit({
      programme: { rewardType: 'POINTS', incentiveStrategy: 'COHORT', yearlyMaximum: 6000, claimsLagDays: 30 },
      healthActions: [
        healthActionView({
          rewardAmount: 5000,
          memberData: { '42': memberActionData({ completions: [completion(1, '2026-02-01', 5000)] }) },
        }),
        healthActionView({ id: 102, rewardAmount: 5000 }),
      ],
    });
    expect(programmeProgress(init, 42, '2026-11-24')).toEqual({ earned: 5000, total: 6000, percent: 83 });
  });

  it("caps the programme total by the member's period maximum when their cohort's is lower", () => {
    const period = { ...memberActionData().compliancePeriods[0]!, startDate: '2026-01-01', endDate: '2026-12-31', maxRewardAmount: 4000 };
    const init = healthActionsInit({
      programme: { rewardType: 'DOLLARS', incentiveStrategy: 'COHORT', yearlyMaximum: 25000, claimsLagDays: 30 },
      healthActions: [
        healthActionView({ rewardAmount: 5000, memberData: { '42': memberActionData({ compliancePeriods: [period] }) } }),
        healthActionView({ id: 102, rewardAmount: 2000, memberData: { '42': memberActionData({ compliancePeriods: [period] }) } }),
      ],
    });
    expect(programmeProgress(init, 42, '2026-11-24')).toEqual({ earned: 0, total: 4000, percent: 0 });
  });

  it('finds the newest completion of anyone in the household', () => {
    const action = healthActionView({
      memberData: {
        '42': memberActionData({ completions: [completion(1, '2026-02-01', 0)] }),
        '43': memberActionData({ completions: [completion(2, '2026-06-01', 0)] }),
      },
    });
    expect(lastCompletionDate(action)).toBe('2026-06-01');
    expect(lastCompletionDate(healthActionView())).toBeNull();
  });
});
