import { describe, expect, it } from 'vitest';
import { dailyEntries, datedReadings } from './daily-entries';
import { humanApiReadings } from './human-api';

const brief = (readings: ReturnType<typeof humanApiReadings>['readings']) =>
  readings.map(({ sourceId, tracker, value, diastolic, unit, ...time }) => ({
    sourceId,
    tracker,
    value: Math.round(value),
    ...(diastolic === undefined ? {} : { diastolic }),
    unit,
    when: 'day' in time ? time.day : time.measuredAt,
  }));

describe('Human API lists', () => {
  it("reads the day's activity and sleep summaries as the day's steps, workout calories and sleep", () => {
    const activity = humanApiReadings('activitySummaries', [
      { id: 'a1', date: '2026-03-01', steps: 8123, calories: 310, source: 'fitbit', updatedAt: '2026-03-01T21:00:00.000Z' },
      // A run app's summary counts no steps: only its calories are a reading.
      { id: 'a2', date: '2026-03-01', steps: 0, calories: 118, source: 'runkeeper', updatedAt: '2026-03-01T18:02:29.578Z' },
    ]);
    const sleep = humanApiReadings('sleepSummaries', [
      { id: 's1', date: '2026-03-02', timeAsleep: 391.45, updatedAt: '2026-03-02T06:03:23Z' },
    ]);
    expect(activity.refusals).toEqual([]);
    expect(brief(activity.readings)).toEqual([
      { sourceId: 'a1@2026-03-01T21:00:00.000Z:steps', tracker: 'steps', value: 8123, unit: 'steps', when: '2026-03-01' },
      { sourceId: 'a1@2026-03-01T21:00:00.000Z:workouts', tracker: 'workouts', value: 310, unit: 'calories', when: '2026-03-01' },
      { sourceId: 'a2@2026-03-01T18:02:29.578Z:workouts', tracker: 'workouts', value: 118, unit: 'calories', when: '2026-03-01' },
    ]);
    expect(brief(sleep.readings)).toEqual([
      { sourceId: 's1@2026-03-02T06:03:23Z:sleep', tracker: 'sleep', value: 391, unit: 'minutes', when: '2026-03-02' },
    ]);
  });

  it('keeps the largest revision of a summary revised through its day, never their sum', () => {
    const { readings } = humanApiReadings('activitySummaries', [
      { id: 'a1', date: '2026-03-01', steps: 3000, updatedAt: '2026-03-01T12:00:00Z' },
      { id: 'a1', date: '2026-03-01', steps: 8000, updatedAt: '2026-03-01T21:00:00Z' },
    ]);
    const { dated } = datedReadings(readings, 'America/Los_Angeles', '2026-03-02');
    expect(dailyEntries(dated)).toEqual([{ tracker: 'steps', date: '2026-03-01', value: 8000, diastolic: null }]);
  });

  it('reads weight in pounds or kilograms, blood pressure with both values, and glucose in mg/dL', () => {
    const weight = humanApiReadings('weight', [
      { id: 'w1', timestamp: '2026-03-01T15:00:00.000Z', value: 170.2, unit: 'lbs' },
      { id: 'w2', timestamp: '2026-03-02T15:00:00.000Z', value: 77, unit: 'kg' },
    ]);
    const pressure = humanApiReadings('bloodPressure', [
      { id: 'p1', timestamp: '2026-03-01T15:00:00Z', systolic: 121, diastolic: 79, unit: 'mmHg' },
      { id: 'p2', timestamp: '2026-03-02T15:00:00Z', value: { systolic: 118, diastolic: 76 }, unit: 'mmHg' },
    ]);
    const glucose = humanApiReadings('bloodGlucose', [{ id: 'g1', timestamp: '2026-03-01T15:00:00Z', value: 96, unit: 'mg/dL' }]);
    expect(brief([...weight.readings, ...pressure.readings, ...glucose.readings])).toEqual([
      { sourceId: 'w1', tracker: 'weight', value: 170, unit: 'lbs', when: '2026-03-01T15:00:00.000Z' },
      { sourceId: 'w2', tracker: 'weight', value: 170, unit: 'lbs', when: '2026-03-02T15:00:00.000Z' },
      { sourceId: 'p1', tracker: 'bloodPressure', value: 121, diastolic: 79, unit: 'mmHg', when: '2026-03-01T15:00:00.000Z' },
      { sourceId: 'p2', tracker: 'bloodPressure', value: 118, diastolic: 76, unit: 'mmHg', when: '2026-03-02T15:00:00.000Z' },
      { sourceId: 'g1', tracker: 'glucose', value: 96, unit: 'mg/dL', when: '2026-03-01T15:00:00.000Z' },
    ]);
  });

  it('refuses what it cannot count, naming the record, and passes over a summary with nothing in it', () => {
    const glucose = humanApiReadings('bloodGlucose', [
      { id: 'g1', timestamp: '2026-03-01T15:00:00Z', value: 5.4, unit: 'mmol/L' },
      { id: 'g2', value: 96, unit: 'mg/dL' },
      { timestamp: '2026-03-01T15:00:00Z', unit: 'mg/dL' },
    ]);
    const pressure = humanApiReadings('bloodPressure', [
      { id: 'p1', timestamp: '2026-03-01T15:00:00Z', systolic: 121, unit: 'mmHg' },
      { id: 'p2', timestamp: '2026-03-01T15:00:00Z', systolic: 400, diastolic: 79, unit: 'mmHg' },
    ]);
    const activity = humanApiReadings(
      'activitySummaries',
      [{ id: 'a1', date: '2026-03-01', steps: 0, calories: 0 }, { id: 'a2', steps: 10 }, 'junk'],
      500,
    );
    expect(glucose).toEqual({
      readings: [],
      refusals: [
        { sourceId: 'g1', reason: 'UNIT_NOT_ACCEPTED' },
        { sourceId: 'g2', reason: 'MISSING_TIME' },
        { sourceId: 'bloodGlucose[2]', reason: 'MISSING_VALUE' },
      ],
    });
    expect(pressure.refusals).toEqual([
      { sourceId: 'p1', reason: 'INCOMPLETE_BLOOD_PRESSURE' },
      { sourceId: 'p2', reason: 'OUT_OF_RANGE' },
    ]);
    expect(activity).toEqual({ readings: [], refusals: [{ sourceId: 'a2', reason: 'MISSING_TIME' }] });
  });
});
