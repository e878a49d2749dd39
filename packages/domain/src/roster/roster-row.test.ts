import { describe, expect, it } from 'vitest';
import { checkRosterRow, ROSTER_COLUMNS, type RawRosterRow } from './roster-row';

const TODAY = '2026-03-02';

function row(overrides: Partial<RawRosterRow> = {}): RawRosterRow {
  const base: Record<string, string> = Object.fromEntries(ROSTER_COLUMNS.map((column): [string, string] => [column, '']));
  return {
    ...base,
    client_member_id: 'A-1',
    first_name: ' Ana ',
    last_name: 'Ruiz',
    dob: '1990-01-31',
    coverage_start: '2026-01-01',
    cohort_id: 'C1',
    ...overrides,
  } as RawRosterRow;
}

describe('checkRosterRow', () => {
  it('accepts the minimum and fills the defaults', () => {
    const result = checkRosterRow(row(), TODAY, 'UNK');
    expect(result).toEqual({
      ok: true,
      record: expect.objectContaining({
        clientMemberId: 'A-1',
        firstName: 'Ana',
        gender: null,
        email: null,
        phone: null,
        address: null,
        coverageEnd: null,
        medicalContractCode: 'UNK',
        subscriberClientMemberId: null,
      }),
    });
  });

  it('normalises phone digits, state case, ZIP+4 and e-mail case', () => {
    const result = checkRosterRow(
      row({
        phone: '+1 (503) 555-0100',
        phone_type: 'Cell',
        email: 'Ana@Example.org',
        street1: '1 A St',
        city: 'X',
        state: 'or',
        zip: '97209-1234',
        gender: 'f',
      }),
      TODAY,
      'UNK',
    );
    expect(result.ok && result.record).toMatchObject({
      phone: { number: '5035550100', type: 'cell' },
      email: 'ana@example.org',
      gender: 'F',
      address: { state: 'OR', zip: '97209' },
    });
  });

  it('gives every reason a line is refused', () => {
    const result = checkRosterRow(
      row({
        client_member_id: 'has space',
        first_name: '',
        dob: '2030-01-01',
        gender: 'X',
        email: 'not-an-email',
        phone: '555-0100',
        phone_type: 'fax',
        street1: '1 A St',
        coverage_start: '2026-02-01',
        coverage_end: '2026-01-01',
        cohort_id: '',
      }),
      TODAY,
      'UNK',
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reasons).toEqual([
      'client_member_id must be 1-64 letters, digits, dots, dashes or underscores',
      'first_name is required',
      "dob '2030-01-01' is outside 1900-01-01 to today",
      "gender 'X' is not M or F",
      "email 'not-an-email' is not an e-mail address",
      'phone must have 10 digits',
      'phone_type must be home, cell or work',
      'address needs street1, city, state and zip together',
      'coverage_end is before coverage_start',
      'cohort_id is required',
    ]);
  });

  it('refuses a state outside the US list, DC included', () => {
    const address = { street1: '1 A St', city: 'X', zip: '20001' };
    expect(checkRosterRow(row({ ...address, state: 'DC' }), TODAY, 'UNK').ok).toBe(true);
    expect(checkRosterRow(row({ ...address, state: 'ZZ' }), TODAY, 'UNK').ok).toBe(false);
  });

  it('refuses a member named as their own subscriber', () => {
    expect(checkRosterRow(row({ subscriber_client_member_id: 'A-1' }), TODAY, 'UNK').ok).toBe(false);
  });

  it('reads a guardian from the three guardian columns, and no guardian from three empty ones', () => {
    const named = checkRosterRow(
      row({ guardian_first_name: ' Samira ', guardian_last_name: 'Haddad', guardian_dob: '1962-10-09' }),
      TODAY,
      'UNK',
    );
    expect(named).toMatchObject({ ok: true, record: { guardian: { firstName: 'Samira', lastName: 'Haddad', dob: '1962-10-09' } } });
    expect(checkRosterRow(row(), TODAY, 'UNK')).toMatchObject({ ok: true, record: { guardian: null } });
  });

  it('refuses a guardian given in part, or with a birth date that is not a past date', () => {
    const partial = checkRosterRow(row({ guardian_first_name: 'Samira', guardian_dob: '1962-10-09' }), TODAY, 'UNK');
    expect(partial).toMatchObject({ ok: false, issues: [{ column: 'guardian_last_name', code: 'INCONSISTENT' }] });
    const unborn = checkRosterRow(row({ guardian_first_name: 'S', guardian_last_name: 'H', guardian_dob: '2030-01-01' }), TODAY, 'UNK');
    expect(unborn).toMatchObject({ ok: false, issues: [{ column: 'guardian_dob', code: 'OUT_OF_RANGE' }] });
    const notDate = checkRosterRow(row({ guardian_first_name: 'S', guardian_last_name: 'H', guardian_dob: '10/09/1962' }), TODAY, 'UNK');
    expect(notDate).toMatchObject({ ok: false, issues: [{ column: 'guardian_dob', code: 'INVALID_FORMAT' }] });
  });
});
