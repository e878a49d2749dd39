import { describe, expect, it } from 'vitest';
import { attestationFailure, attestationProblems, attestationReferenceDate } from './attestation-rules';

const rules = { today: '2026-11-24', referenceDate: '2026-01-01' };

describe('the attestation form rules', () => {
  it('accepts a date between the reference date and today, both included', () => {
    expect(attestationProblems({ memberId: '42', completionDate: '2026-01-01' }, rules)).toEqual({});
    expect(attestationProblems({ memberId: '42', completionDate: '2026-11-24' }, rules)).toEqual({});
  });

  it('requires the date and the member', () => {
    expect(attestationProblems({ memberId: '', completionDate: '' }, rules)).toEqual({
      memberId: { key: 'validation.required' },
      completionDate: { key: 'validation.required' },
    });
  });

  it('refuses a day in the future', () => {
    expect(attestationProblems({ memberId: '42', completionDate: '2026-11-25' }, rules).completionDate).toEqual({
      key: 'validation.maxValueToday',
    });
  });

  it('refuses a day before the reference date, naming it', () => {
    expect(attestationProblems({ memberId: '42', completionDate: '2025-12-31' }, rules).completionDate).toEqual({
      key: 'attestation.tooEarly',
      values: { date: '2026-01-01' },
    });
  });

  it('has no lower bound when no period runs', () => {
    expect(attestationProblems({ memberId: '42', completionDate: '2020-01-01' }, { ...rules, referenceDate: null })).toEqual({});
  });

  it('takes the reference date from the period running today', () => {
    const periods = [
      { startDate: '2025-01-01', endDate: '2025-12-31' },
      { startDate: '2026-01-01', endDate: '2026-12-31' },
    ];
    expect(attestationReferenceDate(periods, '2026-11-24')).toBe('2026-01-01');
    expect(attestationReferenceDate(periods, '2027-01-02')).toBeNull();
  });

  it('puts the server refusals beside the date field', () => {
    expect(attestationFailure('ATTESTATION_DATE_IN_FUTURE', {})).toEqual({
      field: 'completionDate',
      problem: { key: 'validation.maxValueToday' },
    });
    expect(attestationFailure('ATTESTATION_DATE_TOO_EARLY', { referenceDate: '2026-01-01' })).toEqual({
      field: 'completionDate',
      problem: { key: 'attestation.tooEarly', values: { date: '2026-01-01' } },
    });
    expect(attestationFailure('HEALTH_ACTION_NOT_OPEN', {})).toBeNull();
  });
});
