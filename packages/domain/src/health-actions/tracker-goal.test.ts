import { describe, expect, it } from 'vitest';
import { trackerGoalProgress, trackerGoalSchema } from './tracker-goal';

const PERIOD = { startDate: '2026-01-01', endDate: '2026-12-31' };
const goal = { tracker: 'steps', dayCount: 3 } as const;

describe("a tracker goal's progress", () => {
  it('is reached on its last needed day', () => {
    expect(trackerGoalProgress(goal, ['2026-02-03', '2026-02-01', '2026-02-02', '2026-02-04'], PERIOD)).toEqual({
      daysRecorded: 4,
      reachedOn: '2026-02-03',
    });
  });

  it('counts a day recorded twice (two sources, two saves) once', () => {
    expect(trackerGoalProgress(goal, ['2026-02-01', '2026-02-01', '2026-02-02'], PERIOD)).toEqual({ daysRecorded: 2, reachedOn: null });
  });

  it('counts no day outside the period', () => {
    expect(trackerGoalProgress(goal, ['2025-12-30', '2025-12-31', '2026-01-01', '2027-01-01'], PERIOD)).toEqual({
      daysRecorded: 1,
      reachedOn: null,
    });
  });
});

describe('a tracker goal as a programme declares it', () => {
  it('names a tracker and a number of days a period can hold', () => {
    expect(trackerGoalSchema.safeParse({ tracker: 'steps', dayCount: 20 }).success).toBe(true);
    expect(trackerGoalSchema.safeParse({ tracker: 'mood', dayCount: 20 }).success).toBe(false);
    expect(trackerGoalSchema.safeParse({ tracker: 'steps', dayCount: 0 }).success).toBe(false);
    expect(trackerGoalSchema.safeParse({ tracker: 'steps', dayCount: 367 }).success).toBe(false);
  });
});
