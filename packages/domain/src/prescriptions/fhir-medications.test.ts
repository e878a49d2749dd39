import { describe, expect, it } from 'vitest';
import { fhirBundleFills, NDC_SYSTEM } from './fhir-medications';

const patient = {
  fullUrl: 'https://plan.example/fhir/Patient/p-1',
  resource: {
    resourceType: 'Patient',
    id: 'p-1',
    identifier: [
      { system: 'https://plan.example/mrn', value: 'MRN-77' },
      { type: { coding: [{ code: 'MB' }] }, system: 'https://plan.example/member', value: 'HHP100001' },
    ],
  },
};

const dispense = (overrides: Record<string, unknown> = {}) => ({
  resource: {
    resourceType: 'MedicationDispense',
    id: 'md-1',
    status: 'completed',
    medicationCodeableConcept: {
      coding: [{ system: NDC_SYSTEM, code: '0093-7146-56', display: 'ATORVASTATIN 20 MG TAB' }],
      text: 'Atorvastatin 20 mg tablet',
    },
    subject: { reference: 'Patient/p-1' },
    whenHandedOver: '2026-10-02T15:30:00-07:00',
    daysSupply: { value: 30, unit: 'days', system: 'http://unitsofmeasure.org', code: 'd' },
    performer: [{ actor: { display: 'Harbor Community Pharmacy' } }],
    ...overrides,
  },
});

const request = (overrides: Record<string, unknown> = {}) => ({
  resource: {
    resourceType: 'MedicationRequest',
    id: 'mr-1',
    status: 'active',
    intent: 'order',
    medicationCodeableConcept: { coding: [{ system: NDC_SYSTEM, code: '00093714656', display: 'Lisinopril 10 mg tablet' }] },
    subject: { identifier: { value: 'HHP100005' } },
    authoredOn: '2026-09-14',
    dispenseRequest: { expectedSupplyDuration: { value: 90, unit: 'days', code: 'd' } },
    ...overrides,
  },
});

const bundle = (...entries: unknown[]) => ({ resourceType: 'Bundle', type: 'searchset', entry: [patient, ...entries] });
const reasons = (...entries: unknown[]) => fhirBundleFills(bundle(...entries)).refusals;

describe('medications of a FHIR bundle', () => {
  it('reads a dispense: NDC, name from the text, the day handed over, days supply, pharmacy, the member of its Patient', () => {
    expect(fhirBundleFills(bundle(dispense()))).toEqual({
      fills: [
        {
          clientMemberId: 'HHP100001',
          ndc: '00093714656',
          drugName: 'Atorvastatin 20 mg tablet',
          fillDate: '2026-10-02',
          daysSupply: 30,
          pharmacy: 'Harbor Community Pharmacy',
          sourceId: 'MedicationDispense/md-1',
        },
      ],
      refusals: [],
    });
  });

  it('reads a request: the day authored, the expected supply, the member by identifier, the name from the display', () => {
    expect(fhirBundleFills(bundle(request())).fills).toEqual([
      {
        clientMemberId: 'HHP100005',
        ndc: '00093714656',
        drugName: 'Lisinopril 10 mg tablet',
        fillDate: '2026-09-14',
        daysSupply: 90,
        pharmacy: null,
        sourceId: 'MedicationRequest/mr-1',
      },
    ]);
  });

  it('names the member by the reference id when the bundle has no such Patient, and keeps an unstated supply as null', () => {
    const [fill] = fhirBundleFills(bundle(dispense({ subject: { reference: 'Patient/HHP100009' }, daysSupply: undefined }))).fills;
    expect(fill).toMatchObject({ clientMemberId: 'HHP100009', daysSupply: null });
  });

  it('passes over resources that are not medications', () => {
    expect(fhirBundleFills(bundle({ resource: { resourceType: 'Observation', id: 'o-1' } }))).toEqual({ fills: [], refusals: [] });
    expect(fhirBundleFills({ resourceType: 'Patient' })).toEqual({ fills: [], refusals: [] });
  });

  it('refuses each entry it cannot keep, with its reason', () => {
    expect(
      reasons(
        dispense({ id: undefined }),
        dispense({ id: 'md-2', status: 'entered-in-error' }),
        request({ id: 'mr-2', status: 'cancelled' }),
        dispense({
          id: 'md-3',
          medicationCodeableConcept: { coding: [{ system: 'http://www.nlm.nih.gov/research/umls/rxnorm', code: '617310' }] },
        }),
        dispense({ id: 'md-4', medicationCodeableConcept: { coding: [{ system: NDC_SYSTEM, code: '12345' }], text: 'X' } }),
        dispense({ id: 'md-5', medicationCodeableConcept: { coding: [{ system: NDC_SYSTEM, code: '0093-7146-56' }] } }),
        dispense({ id: 'md-6', whenHandedOver: undefined }),
        request({ id: 'mr-3', authoredOn: '2026-13-01' }),
        dispense({ id: 'md-7', daysSupply: { value: 400, code: 'd' } }),
        dispense({ id: 'md-8', daysSupply: { value: 4, code: 'wk' } }),
        dispense({ id: 'md-9', subject: undefined }),
      ),
    ).toEqual([
      { resource: 'entry[1]', reason: 'MISSING_ID' },
      { resource: 'MedicationDispense/md-2', reason: 'NOT_FILLED' },
      { resource: 'MedicationRequest/mr-2', reason: 'NOT_FILLED' },
      { resource: 'MedicationDispense/md-3', reason: 'NO_NDC' },
      { resource: 'MedicationDispense/md-4', reason: 'INVALID_NDC' },
      { resource: 'MedicationDispense/md-5', reason: 'MISSING_NAME' },
      { resource: 'MedicationDispense/md-6', reason: 'MISSING_DATE' },
      { resource: 'MedicationRequest/mr-3', reason: 'MISSING_DATE' },
      { resource: 'MedicationDispense/md-7', reason: 'DAYS_SUPPLY_OUT_OF_RANGE' },
      { resource: 'MedicationDispense/md-8', reason: 'DAYS_SUPPLY_OUT_OF_RANGE' },
      { resource: 'MedicationDispense/md-9', reason: 'NO_PATIENT' },
    ]);
  });
});
