import { describe, expect, it } from 'vitest';
import { openMhealthReadings } from './open-mhealth';

function point(uuid: string, name: string, body: Record<string, unknown>) {
  return {
    header: { uuid, schema_id: { namespace: 'omh', name, version: '2.0' }, creation_date_time: '2026-03-01T20:00:00Z' },
    body: { effective_time_frame: { date_time: '2026-03-01T08:00:00-08:00' }, ...body },
  };
}

describe('Open mHealth data points', () => {
  it("reads each tracker's schema in the tracker's unit", () => {
    const { readings, refusals } = openMhealthReadings([
      point('a', 'step-count', {
        step_count: { value: 6000, unit: 'steps' },
        effective_time_frame: {
          time_interval: { start_date_time: '2026-03-01T00:00:00-08:00', end_date_time: '2026-03-01T23:59:59-08:00' },
        },
      }),
      point('b', 'step-count', { step_count: 500 }),
      point('c', 'body-weight', { body_weight: { value: 70, unit: 'kg' } }),
      point('d', 'blood-pressure', {
        systolic_blood_pressure: { value: 118, unit: 'mmHg' },
        diastolic_blood_pressure: { value: 76, unit: 'mmHg' },
      }),
      point('e', 'blood-glucose', { blood_glucose: { value: 104, unit: 'mg/dL' } }),
      point('f', 'sleep-duration', { sleep_duration: { value: 6.5, unit: 'h' } }),
      point('g', 'calories-burned', { kcal_burned: { value: 320, unit: 'kcal' } }),
    ]);
    expect(refusals).toEqual([]);
    expect(
      readings.map(({ sourceId, tracker, value, diastolic, unit }) => ({ sourceId, tracker, value: Math.round(value), diastolic, unit })),
    ).toEqual([
      { sourceId: 'a', tracker: 'steps', value: 6000, diastolic: undefined, unit: 'steps' },
      { sourceId: 'b', tracker: 'steps', value: 500, diastolic: undefined, unit: 'steps' },
      { sourceId: 'c', tracker: 'weight', value: 154, diastolic: undefined, unit: 'lbs' },
      { sourceId: 'd', tracker: 'bloodPressure', value: 118, diastolic: 76, unit: 'mmHg' },
      { sourceId: 'e', tracker: 'glucose', value: 104, diastolic: undefined, unit: 'mg/dL' },
      { sourceId: 'f', tracker: 'sleep', value: 390, diastolic: undefined, unit: 'minutes' },
      { sourceId: 'g', tracker: 'workouts', value: 320, diastolic: undefined, unit: 'calories' },
    ]);
    expect(readings[0]).toMatchObject({ measuredAt: '2026-03-02T07:59:59.000Z' });
  });

  it('refuses a wrong unit or a value out of range, and passes over schemas of no tracker', () => {
    const { readings, refusals } = openMhealthReadings([
      point('kg-steps', 'step-count', { step_count: { value: 6000, unit: 'kg' } }),
      point('hot', 'blood-glucose', { blood_glucose: { value: 900, unit: 'mg/dL' } }),
      point('pulse', 'heart-rate', { heart_rate: { value: 60, unit: 'beats/min' } }),
      point('timeless', 'body-weight', { body_weight: { value: 170, unit: 'lb' }, effective_time_frame: {} }),
    ]);
    expect(readings).toEqual([]);
    expect(refusals).toEqual([
      { sourceId: 'kg-steps', reason: 'UNIT_NOT_ACCEPTED' },
      { sourceId: 'hot', reason: 'OUT_OF_RANGE' },
      { sourceId: 'timeless', reason: 'MISSING_TIME' },
    ]);
  });

  it('reads a single data point as well as a list', () => {
    expect(openMhealthReadings(point('one', 'body-weight', { body_weight: { value: 170, unit: 'lb' } })).readings).toHaveLength(1);
  });
});
