import { describe, expect, it } from 'vitest';
import { historyDays, historyOverview } from './history-overview';

const TODAY = '2026-03-02';

describe("the history's 30 days", () => {
  it('runs oldest first from 29 days ago to today, a day without an entry holding null', () => {
    const days = historyDays([{ date: '2026-03-01', value: 5_000 }], TODAY);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2026-02-01', reading: null });
    expect(days[28]).toEqual({ date: '2026-03-01', reading: { date: '2026-03-01', value: 5_000 } });
    expect(days[29]).toEqual({ date: TODAY, reading: null });
  });

  it("keeps a day's first entry (the one saved last) and leaves out entries outside the window", () => {
    const days = historyDays(
      [
        { date: TODAY, value: 6_000 },
        { date: TODAY, value: 4_000 },
        { date: '2026-01-31', value: 9_000 },
      ],
      TODAY,
    );
    expect(days.at(-1)?.reading?.value).toBe(6_000);
    expect(days.filter((day) => day.reading)).toHaveLength(1);
  });
});

describe("the history's overview", () => {
  it('counts nothing, with no lowest, highest, latest or reference, before any entry', () => {
    expect(historyOverview('bloodPressure', historyDays([], TODAY))).toEqual({
      daysRecorded: 0,
      lowest: null,
      highest: null,
      latest: null,
      reference: null,
    });
  });

  it('gives the days recorded, the lowest, the highest (the earliest of equal ones) and the latest', () => {
    const days = historyDays(
      [
        { date: '2026-03-01', value: 172 },
        { date: '2026-02-20', value: 175 },
        { date: '2026-02-10', value: 170 },
        { date: '2026-02-05', value: 175 },
      ],
      TODAY,
    );
    expect(historyOverview('weight', days)).toEqual({
      daysRecorded: 4,
      lowest: { date: '2026-02-10', value: 170 },
      highest: { date: '2026-02-05', value: 175 },
      latest: { date: '2026-03-01', value: 172 },
      reference: null,
    });
  });

  it('counts blood pressures above normal (120/80 or more) and, of them, the high ones (140 or 90 or more)', () => {
    const days = historyDays(
      [
        { date: '2026-03-02', value: 118, diastolic: 76 },
        { date: '2026-03-01', value: 119, diastolic: 80 },
        { date: '2026-02-28', value: 128, diastolic: 70 },
        { date: '2026-02-27', value: 135, diastolic: 90 },
        { date: '2026-02-26', value: 142, diastolic: 85 },
      ],
      TODAY,
    );
    const overview = historyOverview('bloodPressure', days);
    expect(overview.reference).toEqual({ tracker: 'bloodPressure', aboveNormal: 4, high: 2 });
    expect(overview.lowest).toEqual({ date: '2026-03-02', value: 118, diastolic: 76 });
    expect(overview.highest).toEqual({ date: '2026-02-26', value: 142, diastolic: 85 });
  });

  it('counts the nights of 7 hours (420 minutes) or more', () => {
    const days = historyDays(
      [
        { date: '2026-03-02', value: 419 },
        { date: '2026-03-01', value: 420 },
        { date: '2026-02-28', value: 480 },
      ],
      TODAY,
    );
    expect(historyOverview('sleep', days).reference).toEqual({ tracker: 'sleep', meetingGuidance: 2 });
  });
});
