import { describe, expect, it } from 'vitest';
import {
  appleHealthBloodPressureReading,
  appleHealthRecordReading,
  appleInstant,
  appleRecordId,
  stableTextHash,
  type AppleHealthRecord,
} from './apple-health';

const record = (type: string, value: string, unit: string, extra: Partial<AppleHealthRecord> = {}): AppleHealthRecord => ({
  type,
  value,
  unit,
  sourceName: 'Maria’s Watch',
  startDate: '2026-03-01 07:00:00 -0800',
  endDate: '2026-03-01 07:10:00 -0800',
  ...extra,
});

describe('Apple Health records', () => {
  it('reads steps, weight, glucose, workout and food energy with the device that measured them', () => {
    expect(appleHealthRecordReading(record('HKQuantityTypeIdentifierStepCount', '812', 'count'))).toEqual({
      sourceId: expect.stringMatching(/^[0-9a-f]{14}$/),
      tracker: 'steps',
      measuredAt: '2026-03-01T15:10:00.000Z',
      value: 812,
      unit: 'steps',
      device: 'Maria’s Watch',
    });
    expect(appleHealthRecordReading(record('HKQuantityTypeIdentifierBodyMass', '78', 'kg'))).toMatchObject({
      tracker: 'weight',
      unit: 'lbs',
    });
    expect(appleHealthRecordReading(record('HKQuantityTypeIdentifierBloodGlucose', '101', 'mg/dL'))).toMatchObject({
      tracker: 'glucose',
      value: 101,
    });
    expect(appleHealthRecordReading(record('HKQuantityTypeIdentifierActiveEnergyBurned', '45.5', 'kcal'))).toMatchObject({
      tracker: 'workouts',
      value: 45.5,
    });
    expect(appleHealthRecordReading(record('HKQuantityTypeIdentifierDietaryEnergyConsumed', '600', 'Cal'))).toMatchObject({
      tracker: 'nutrition',
      value: 600,
    });
  });

  it("counts the minutes asleep from a sleep record's start and end, on the morning it ends; in bed is not asleep", () => {
    const night = { startDate: '2026-02-28 23:00:00 -0800', endDate: '2026-03-01 06:15:00 -0800' };
    expect(
      appleHealthRecordReading(record('HKCategoryTypeIdentifierSleepAnalysis', 'HKCategoryValueSleepAnalysisAsleepCore', '', night)),
    ).toMatchObject({
      tracker: 'sleep',
      value: 435,
      measuredAt: '2026-03-01T14:15:00.000Z',
    });
    expect(
      appleHealthRecordReading(record('HKCategoryTypeIdentifierSleepAnalysis', 'HKCategoryValueSleepAnalysisInBed', '', night)),
    ).toBeNull();
  });

  it('refuses a wrong unit or an impossible value, and passes over types of no tracker and a lone systolic', () => {
    expect(appleHealthRecordReading(record('HKQuantityTypeIdentifierBloodGlucose', '5.6', 'mmol<180.1558800000541>/L'))).toMatchObject({
      reason: 'UNIT_NOT_ACCEPTED',
    });
    expect(appleHealthRecordReading(record('HKQuantityTypeIdentifierStepCount', '250000', 'count'))).toMatchObject({
      reason: 'OUT_OF_RANGE',
    });
    expect(appleHealthRecordReading(record('HKQuantityTypeIdentifierStepCount', 'many', 'count'))).toMatchObject({
      reason: 'MISSING_VALUE',
    });
    expect(appleHealthRecordReading(record('HKQuantityTypeIdentifierHeartRate', '61', 'count/min'))).toBeNull();
    expect(appleHealthRecordReading(record('HKQuantityTypeIdentifierBloodPressureSystolic', '120', 'mmHg'))).toBeNull();
  });

  it('pairs the systolic and diastolic of a blood pressure correlation', () => {
    const correlation = record('HKCorrelationTypeIdentifierBloodPressure', '', '');
    const reading = appleHealthBloodPressureReading(correlation, [
      record('HKQuantityTypeIdentifierBloodPressureSystolic', '131', 'mmHg'),
      record('HKQuantityTypeIdentifierBloodPressureDiastolic', '86', 'mmHg'),
    ]);
    expect(reading).toMatchObject({ tracker: 'bloodPressure', value: 131, diastolic: 86, unit: 'mmHg' });
    expect(
      appleHealthBloodPressureReading(correlation, [record('HKQuantityTypeIdentifierBloodPressureSystolic', '131', 'mmHg')]),
    ).toMatchObject({
      reason: 'INCOMPLETE_BLOOD_PRESSURE',
    });
  });

  it('names a record by a hash that is the same on every export and differs with any of its parts', () => {
    const steps = record('HKQuantityTypeIdentifierStepCount', '812', 'count');
    expect(appleRecordId(steps)).toBe(appleRecordId({ ...steps }));
    expect(appleRecordId(steps)).not.toBe(appleRecordId({ ...steps, value: '813' }));
    expect(appleRecordId(steps)).not.toBe(appleRecordId({ ...steps, sourceName: 'iPhone' }));
    expect(stableTextHash('')).toMatch(/^[0-9a-f]{14}$/);
  });

  it("reads Apple's dates with their offset", () => {
    expect(appleInstant('2026-03-01 23:30:00 +0530')).toBe('2026-03-01T18:00:00.000Z');
    expect(appleInstant('2026-03-01')).toBeNull();
    expect(appleInstant(undefined)).toBeNull();
  });
});
