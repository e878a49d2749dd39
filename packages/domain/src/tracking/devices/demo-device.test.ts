import { describe, expect, it } from 'vitest';
import { checkedReading } from './device-reading';
import { demoDeviceWeek } from './demo-device';

describe('the demo device', () => {
  it("brings steps, sleep, weight and blood pressure for each of the seven days ending on the plan's today", () => {
    const week = demoDeviceWeek('2026-03-02', 'member-7');
    expect(week).toHaveLength(28);
    expect([...new Set(week.map((reading) => ('day' in reading ? reading.day : '')))]).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(new Set(week.map((reading) => reading.tracker))).toEqual(new Set(['steps', 'sleep', 'weight', 'bloodPressure']));
  });

  it('brings readings every tracker takes, the same ones on every sync', () => {
    const week = demoDeviceWeek('2026-03-02', 'member-7');
    for (const reading of week) expect(checkedReading(reading)).toBe(reading);
    expect(demoDeviceWeek('2026-03-02', 'member-7')).toEqual(week);
    expect(demoDeviceWeek('2026-03-02', 'member-8')).not.toEqual(week);
  });
});
