import { describe, expect, it } from 'vitest';
import { dailyEntries, datedReadings } from './daily-entries';
import type { DeviceReading } from './device-reading';

const steps = (sourceId: string, measuredAt: string, value: number, device?: string): DeviceReading => ({
  sourceId,
  tracker: 'steps',
  measuredAt,
  value,
  unit: 'steps',
  ...(device === undefined ? {} : { device }),
});

describe("a reading's day", () => {
  it("is the plan's day of its instant; a day after the plan's today is refused", () => {
    const { dated, refusals } = datedReadings(
      [
        steps('late-evening', '2026-03-02T05:00:00Z', 10),
        { sourceId: 'day', tracker: 'steps', day: '2026-03-01', value: 5, unit: 'steps' },
        steps('tomorrow', '2026-03-03T09:00:00Z', 1),
      ],
      'America/Los_Angeles',
      '2026-03-02',
    );
    expect(dated.map(({ sourceId, date }) => [sourceId, date])).toEqual([
      ['late-evening', '2026-03-01'],
      ['day', '2026-03-01'],
    ]);
    expect(refusals).toEqual([{ sourceId: 'tomorrow', reason: 'IN_THE_FUTURE' }]);
  });
});

describe("a source's daily entries", () => {
  it("sum a day's steps, counting of two devices the one that counted more", () => {
    const entries = dailyEntries([
      { ...steps('1', '2026-03-01T16:00:00Z', 400.4, 'Watch'), date: '2026-03-01' },
      { ...steps('2', '2026-03-01T17:00:00Z', 600, 'Watch'), date: '2026-03-01' },
      { ...steps('3', '2026-03-01T17:00:00Z', 900, 'iPhone'), date: '2026-03-01' },
      { ...steps('4', '2026-03-02T17:00:00Z', 50, 'iPhone'), date: '2026-03-02' },
    ]);
    expect(entries).toEqual([
      { tracker: 'steps', date: '2026-03-01', value: 1000, diastolic: null },
      { tracker: 'steps', date: '2026-03-02', value: 50, diastolic: null },
    ]);
  });

  it("keep a day's latest weight and blood pressure, rounded", () => {
    const reading = (sourceId: string, measuredAt: string, tracker: 'weight' | 'bloodPressure', value: number, diastolic?: number) => ({
      sourceId,
      tracker,
      measuredAt,
      value,
      unit: tracker === 'weight' ? ('lbs' as const) : ('mmHg' as const),
      date: '2026-03-01',
      ...(diastolic === undefined ? {} : { diastolic }),
    });
    expect(
      dailyEntries([
        reading('w-late', '2026-03-01T20:00:00Z', 'weight', 171.6),
        reading('w-early', '2026-03-01T08:00:00Z', 'weight', 173),
        reading('bp-early', '2026-03-01T08:00:00Z', 'bloodPressure', 140, 90),
        reading('bp-late', '2026-03-01T21:00:00Z', 'bloodPressure', 122.4, 79.6),
      ]),
    ).toEqual([
      { tracker: 'weight', date: '2026-03-01', value: 172, diastolic: null },
      { tracker: 'bloodPressure', date: '2026-03-01', value: 122, diastolic: 80 },
    ]);
  });
});
