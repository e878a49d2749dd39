import { describe, expect, it } from 'vitest';
import { historyWindow } from './history-window';

describe("the tracker history's window", () => {
  it('is today and the 29 days before it', () => {
    expect(historyWindow('2026-03-02')).toEqual({ firstDay: '2026-02-01', lastDay: '2026-03-02' });
  });

  it('crosses a leap day and a year end', () => {
    // 2024 has 29 February: 29 days before 1 March is 1 February.
    expect(historyWindow('2024-03-01')).toEqual({ firstDay: '2024-02-01', lastDay: '2024-03-01' });
    expect(historyWindow('2027-01-10')).toEqual({ firstDay: '2026-12-12', lastDay: '2027-01-10' });
  });
});
