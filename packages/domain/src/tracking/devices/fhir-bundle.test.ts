import { describe, expect, it } from 'vitest';
import { fhirBundleReadings, isFhirBundle, LOINC_SYSTEM, UCUM_SYSTEM } from './fhir-bundle';

const loinc = (code: string) => ({ coding: [{ system: LOINC_SYSTEM, code }] });
const ucum = (value: number, code: string) => ({ value, unit: code, system: UCUM_SYSTEM, code });

function observation(id: string, code: string, extra: Record<string, unknown>) {
  return {
    resource: {
      resourceType: 'Observation',
      id,
      status: 'final',
      code: loinc(code),
      subject: { identifier: { value: 'HHP100001' } },
      effectiveDateTime: '2026-03-01T07:30:00-08:00',
      ...extra,
    },
  };
}

const bundle = (...entry: unknown[]) => ({ resourceType: 'Bundle', type: 'collection', entry });

describe('a FHIR R4 bundle', () => {
  it("reads each tracker's observation in the tracker's unit, with its subject and time", () => {
    const { readings, refusals } = fhirBundleReadings(
      bundle(
        observation('w1', '29463-7', { valueQuantity: ucum(172.5, '[lb_av]') }),
        observation('w2', '29463-7', { valueQuantity: ucum(80, 'kg') }),
        observation('s1', '41950-7', { valueQuantity: ucum(8042, '/d'), effectiveDateTime: '2026-03-01' }),
        observation('z1', '93832-4', { valueQuantity: ucum(7.5, 'h') }),
        observation('g1', '41653-7', { valueQuantity: ucum(98, 'mg/dL') }),
        observation('bp1', '85354-9', {
          component: [
            { code: loinc('8480-6'), valueQuantity: ucum(128, 'mm[Hg]') },
            { code: loinc('8462-4'), valueQuantity: ucum(84, 'mm[Hg]') },
          ],
        }),
      ),
    );
    expect(refusals).toEqual([]);
    expect(readings).toEqual([
      { sourceId: 'w1', tracker: 'weight', measuredAt: '2026-03-01T15:30:00.000Z', value: 172.5, unit: 'lbs', subject: 'HHP100001' },
      expect.objectContaining({ sourceId: 'w2', tracker: 'weight', unit: 'lbs' }),
      { sourceId: 's1', tracker: 'steps', day: '2026-03-01', value: 8042, unit: 'steps', subject: 'HHP100001' },
      expect.objectContaining({ sourceId: 'z1', tracker: 'sleep', value: 450, unit: 'minutes' }),
      expect.objectContaining({ sourceId: 'g1', tracker: 'glucose', value: 98, unit: 'mg/dL' }),
      expect.objectContaining({ sourceId: 'bp1', tracker: 'bloodPressure', value: 128, diastolic: 84, unit: 'mmHg' }),
    ]);
    expect(readings[1]!.value).toBeCloseTo(176.37, 2);
  });

  it('refuses a wrong unit, a value out of range, a missing time or half a blood pressure, naming each', () => {
    const { readings, refusals } = fhirBundleReadings(
      bundle(
        observation('steps-in-kg', '41950-7', { valueQuantity: ucum(8000, 'kg') }),
        observation('glucose-mmol', '41653-7', { valueQuantity: ucum(5.4, 'mmol/L') }),
        observation('heavy', '29463-7', { valueQuantity: ucum(2000, '[lb_av]') }),
        observation('no-time', '29463-7', { valueQuantity: ucum(170, '[lb_av]'), effectiveDateTime: '2026-03' }),
        observation('no-value', '29463-7', {}),
        observation('systolic-only', '85354-9', { component: [{ code: loinc('8480-6'), valueQuantity: ucum(128, 'mm[Hg]') }] }),
        observation('upside-down', '85354-9', {
          component: [
            { code: loinc('8480-6'), valueQuantity: ucum(80, 'mm[Hg]') },
            { code: loinc('8462-4'), valueQuantity: ucum(120, 'mm[Hg]') },
          ],
        }),
      ),
    );
    expect(readings).toEqual([]);
    expect(refusals).toEqual([
      { sourceId: 'steps-in-kg', reason: 'UNIT_NOT_ACCEPTED' },
      { sourceId: 'glucose-mmol', reason: 'UNIT_NOT_ACCEPTED' },
      { sourceId: 'heavy', reason: 'OUT_OF_RANGE' },
      { sourceId: 'no-time', reason: 'MISSING_TIME' },
      { sourceId: 'no-value', reason: 'MISSING_VALUE' },
      { sourceId: 'systolic-only', reason: 'INCOMPLETE_BLOOD_PRESSURE' },
      { sourceId: 'upside-down', reason: 'INCOMPLETE_BLOOD_PRESSURE' },
    ]);
  });

  it('passes over other resources and observations of no tracker, and names an observation without an id by its entry', () => {
    const { readings, refusals } = fhirBundleReadings(
      bundle(
        { resource: { resourceType: 'Patient', id: 'p1' } },
        observation('heart-rate', '8867-4', { valueQuantity: ucum(61, '/min') }),
        { resource: { ...observation('', '29463-7', { valueQuantity: ucum(9, 'kg') }).resource, id: undefined } },
      ),
    );
    expect(readings).toEqual([]);
    expect(refusals).toEqual([{ sourceId: 'entry[2]', reason: 'OUT_OF_RANGE' }]);
  });

  it('reads the subject from a Patient reference and the time from a period’s end', () => {
    const { readings } = fhirBundleReadings(
      bundle(
        observation('z2', '93832-4', {
          subject: { reference: 'Patient/HHP100002' },
          effectiveDateTime: undefined,
          effectivePeriod: { start: '2026-02-28T23:00:00-08:00', end: '2026-03-01T06:30:00-08:00' },
          valueQuantity: ucum(450, 'min'),
        }),
      ),
    );
    expect(readings).toEqual([
      { sourceId: 'z2', tracker: 'sleep', measuredAt: '2026-03-01T14:30:00.000Z', value: 450, unit: 'minutes', subject: 'HHP100002' },
    ]);
  });

  it('knows a bundle from other JSON', () => {
    expect(isFhirBundle(bundle())).toBe(true);
    expect(isFhirBundle({ resourceType: 'Observation' })).toBe(false);
    expect(isFhirBundle([])).toBe(false);
  });
});
