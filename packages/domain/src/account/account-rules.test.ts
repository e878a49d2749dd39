import { describe, expect, it } from 'vitest';
import { communicationPreferencesProblems, normalizeEmailAddress, toContactPhoneRecords } from './account-rules';

const cell = { type: 'cell', number: '(503) 555-0188', primary: true } as const;
const home = { type: 'home', number: '503.555.0189', primary: false } as const;

describe('contact numbers', () => {
  it('keeps digits only, makes a single number primary, and lets valid cell numbers take texts', () => {
    expect(toContactPhoneRecords([{ ...home, primary: false }])).toEqual([
      { type: 'home', number: '5035550189', primary: true, smsCapable: false },
    ]);
    expect(
      toContactPhoneRecords([
        { ...cell, primary: false },
        { ...home, primary: true },
      ]),
    ).toEqual([
      { type: 'cell', number: '5035550188', primary: false, smsCapable: true },
      { type: 'home', number: '5035550189', primary: true, smsCapable: false },
    ]);
    // 111 is not an area code: such a number cannot take texts.
    expect(toContactPhoneRecords([{ ...cell, number: '1115550188' }])[0]?.smsCapable).toBe(false);
  });
});

describe('e-mail addresses', () => {
  it('compare trimmed and in lower case', () => {
    expect(normalizeEmailAddress('  Maria.Lopez@Example.ORG ')).toBe('maria.lopez@example.org');
  });
});

describe('communication preferences', () => {
  const preferences = { email: true, sms: false, phone: true, mail: false, preferredMethod: 'EMAIL' } as const;

  it('allows text messages only where the health plan offers them', () => {
    expect(communicationPreferencesProblems({ ...preferences, sms: true, preferredMethod: 'SMS' }, true)).toEqual({});
    expect(communicationPreferencesProblems(preferences, false)).toEqual({});
    expect(communicationPreferencesProblems({ ...preferences, sms: true }, false)).toEqual({
      'communicationPreferences.sms': 'validation.invalid',
    });
    expect(communicationPreferencesProblems({ ...preferences, preferredMethod: 'SMS' }, false)).toEqual({
      'communicationPreferences.preferredMethod': 'validation.invalid',
    });
  });
});
