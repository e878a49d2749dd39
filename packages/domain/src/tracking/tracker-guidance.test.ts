import { describe, expect, it } from 'vitest';
import { bloodPressureBand, meetsSleepGuidance } from './tracker-guidance';

describe('the blood pressure reference', () => {
  it('is normal below 120/80, high at 140 systolic or 90 diastolic, above normal between', () => {
    expect(bloodPressureBand(119, 79)).toBe('NORMAL');
    expect(bloodPressureBand(120, 79)).toBe('ABOVE_NORMAL');
    expect(bloodPressureBand(119, 80)).toBe('ABOVE_NORMAL');
    expect(bloodPressureBand(140, 70)).toBe('HIGH');
    expect(bloodPressureBand(130, 90)).toBe('HIGH');
  });
});

describe('the sleep guidance', () => {
  it('is met at 7 hours (420 minutes) or more', () => {
    expect(meetsSleepGuidance(419)).toBe(false);
    expect(meetsSleepGuidance(420)).toBe(true);
  });
});
