import { describe, expect, it } from 'vitest';
import { rewardsSummary } from './rewards-summary';

describe('rewardsSummary', () => {
  it('adds the coverages together and lists what lapses per day, soonest first', () => {
    const summary = rewardsSummary([
      { available: 700, earnedThisYear: 500, expiring: [{ amount: 500, expiresOn: '2026-06-30' }] },
      {
        available: 250,
        earnedThisYear: 250,
        expiring: [
          { amount: 100, expiresOn: '2026-06-30' },
          { amount: 150, expiresOn: '2026-03-31' },
        ],
      },
    ]);
    expect(summary).toEqual({
      available: 950,
      earnedThisYear: 750,
      expiring: [
        { amount: 150, expiresOn: '2026-03-31' },
        { amount: 600, expiresOn: '2026-06-30' },
      ],
    });
  });

  it('is all zeros for a member with nothing yet, and leaves out days with nothing left', () => {
    expect(rewardsSummary([])).toEqual({ available: 0, earnedThisYear: 0, expiring: [] });
    expect(rewardsSummary([{ available: 0, earnedThisYear: 0, expiring: [{ amount: 0, expiresOn: '2026-01-31' }] }]).expiring).toEqual([]);
  });

  it('refuses amounts that are not whole cents or points', () => {
    expect(() => rewardsSummary([{ available: 1.5, earnedThisYear: 0, expiring: [] }])).toThrow(RangeError);
    expect(() => rewardsSummary([{ available: 1, earnedThisYear: 0, expiring: [{ amount: -1, expiresOn: '2026-01-31' }] }])).toThrow(
      /2026-01-31/,
    );
  });
});
