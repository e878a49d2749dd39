import { describe, expect, it } from 'vitest';
import { byLatest, trackerSummary, type SummarizedEntry } from './tracker-summary';

const entry = (date: string, value: number, source = 'MANUAL', savedAt = '2026-03-02T10:00:00Z', diastolic: number | null = null) =>
  ({ date, value, diastolic, source, savedAt: new Date(savedAt) }) satisfies SummarizedEntry;

describe("a tracker's summary", () => {
  it('is empty, with nulls, before any entry', () => {
    expect(trackerSummary('steps', [])).toEqual({
      tracker: 'steps',
      latest: null,
      latestDate: null,
      latestSystolic: null,
      latestDiastolic: null,
      sources: [],
    });
  });

  it('takes the latest day, and of one day the entry saved last; sources latest first, each once', () => {
    const summary = trackerSummary('steps', [
      entry('2026-02-27', 9_000),
      entry('2026-03-01', 4_000, 'Fitbit', '2026-03-01T20:00:00Z'),
      entry('2026-03-01', 5_000, 'MANUAL', '2026-03-02T08:00:00Z'),
      entry('2026-02-28', 7_000, 'Fitbit'),
    ]);
    expect(summary).toMatchObject({ latest: 5_000, latestDate: '2026-03-01', latestSystolic: null, latestDiastolic: null });
    expect(summary.sources).toEqual([{ name: 'MANUAL' }, { name: 'Fitbit' }]);
  });

  it('gives blood pressure its systolic and diastolic', () => {
    expect(trackerSummary('bloodPressure', [entry('2026-03-01', 128, 'MANUAL', '2026-03-01T09:00:00Z', 84)])).toMatchObject({
      latest: 128,
      latestSystolic: 128,
      latestDiastolic: 84,
    });
  });

  it('orders entries newest first', () => {
    const older = entry('2026-02-01', 1);
    const newer = entry('2026-02-02', 2);
    expect([older, newer].sort(byLatest)).toEqual([newer, older]);
    expect([newer, older].sort(byLatest)).toEqual([newer, older]);
  });
});
