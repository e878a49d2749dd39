import { describe, expect, it } from 'vitest';
import { activeCoverages, isCoverageActive } from './coverage';

describe('isCoverageActive', () => {
  it('is active from its start when it has no end date', () => {
    expect(isCoverageActive({ startDate: '2026-01-01', endDate: null }, '2026-01-01', 0)).toBe(true);
    expect(isCoverageActive({ startDate: '2026-01-01', endDate: null }, '2025-12-31', 0)).toBe(false);
  });

  it('is active from start to end, both days included', () => {
    const coverage = { startDate: '2026-01-01', endDate: '2026-06-30' };
    expect(isCoverageActive(coverage, '2026-06-30', 0)).toBe(true);
    expect(isCoverageActive(coverage, '2026-07-01', 0)).toBe(false);
  });

  it('stays active for the term grace days after its end', () => {
    const coverage = { startDate: '2026-01-01', endDate: '2026-06-30' };
    expect(isCoverageActive(coverage, '2026-07-30', 30)).toBe(true);
    expect(isCoverageActive(coverage, '2026-07-31', 30)).toBe(false);
  });

  it('is not active before its start, whatever the grace days', () => {
    expect(isCoverageActive({ startDate: '2027-01-01', endDate: '2027-12-31' }, '2026-12-31', 30)).toBe(false);
  });

  it('filters a list to the active coverages', () => {
    const list = [
      { id: 1, startDate: '2020-01-01', endDate: '2020-12-31' },
      { id: 2, startDate: '2026-01-01', endDate: null },
    ];
    expect(activeCoverages(list, '2026-03-01', 0).map((coverage) => coverage.id)).toEqual([2]);
  });
});
