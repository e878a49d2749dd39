import { describe, expect, it } from 'vitest';
import type { ActionRule } from './completion-rules';
import {
  householdProgress,
  maxEarnableIncentiveAmount,
  percentComplete,
  subscriberCompletions,
  subscriberWasRewarded,
} from './member-progress';

describe('household progress', () => {
  it('lists who has the action to do, who waits on a check and who is done', () => {
    const progress = householdProgress([
      { memberId: 10, isSubscriber: true, state: 'COMPLETED' },
      { memberId: 11, isSubscriber: false, state: 'INCOMPLETE' },
      { memberId: 12, isSubscriber: false, state: 'PENDING_VERIFICATION' },
      { memberId: 13, isSubscriber: false, state: 'INCOMPLETE' },
    ]);
    expect(progress).toEqual({ toDoMembers: [11, 13], pendingMembers: [12], completedMembers: [10] });
  });
});

describe("the subscriber's completions", () => {
  it('come newest first, without changing the list given', () => {
    const given = [{ completionDate: '2025-03-01' }, { completionDate: '2026-02-01' }, { completionDate: '2025-11-30' }];
    expect(subscriberCompletions(given).map((completion) => completion.completionDate)).toEqual(['2026-02-01', '2025-11-30', '2025-03-01']);
    expect(given[0]!.completionDate).toBe('2025-03-01');
  });

  it('say the subscriber was rewarded only when the completion that counts today earned something', () => {
    const annual: ActionRule = { type: null, recurrence: 'ANNUAL_WINDOW', nextDueDateOffsetDayCount: null };
    const context = { today: '2026-05-10', periods: [{ id: 2, startDate: '2026-01-01', endDate: '2026-12-31' }] };
    expect(subscriberWasRewarded(annual, [{ completionDate: '2026-02-01', issuedAmount: 2000 }], context)).toBe(true);
    expect(subscriberWasRewarded(annual, [{ completionDate: '2025-02-01', issuedAmount: 2000 }], context)).toBe(false);
    expect(subscriberWasRewarded(annual, [{ completionDate: '2026-02-01', refused: true }], context)).toBe(false);
    expect(subscriberWasRewarded(annual, [{ completionDate: '2026-02-01', issuedAmount: 0 }], context)).toBe(false);
  });
});

describe('what can be earned', () => {
  it('is what the actions pay, never more than any cap', () => {
    expect(maxEarnableIncentiveAmount([5000, 2000, 1000], [25000, 25000])).toBe(8000);
    expect(maxEarnableIncentiveAmount([5000, 2000, 1000], [25000, 6000])).toBe(6000);
    expect(maxEarnableIncentiveAmount([], [25000])).toBe(0);
  });

  it('shows progress as earned over the maximum possible, rounded down, 0 to 100', () => {
    expect(percentComplete(2000, 3000)).toBe(66);
    expect(percentComplete(2999, 3000)).toBe(99);
    expect(percentComplete(3000, 3000)).toBe(100);
    expect(percentComplete(3500, 3000)).toBe(100);
    expect(percentComplete(0, 3000)).toBe(0);
    expect(percentComplete(100, 0)).toBe(0);
  });
});
