import { describe, expect, it } from 'vitest';
import {
  communicationPreferencesProblems,
  contactPhoneProblems,
  mailingAddressProblems,
  normalizeEmailAddress,
  normalizeMailingAddress,
  toContactPhoneRecords,
} from './account-rules';

const cell = { type: 'cell', number: '(503) 555-0188', primary: true } as const;
const home = { type: 'home', number: '503.555.0189', primary: false } as const;

describe('contact numbers', () => {
  it('accepts one number, or two of different types with one primary', () => {
    expect(contactPhoneProblems([cell])).toEqual({});
    expect(contactPhoneProblems([{ ...cell, primary: false }])).toEqual({});
    expect(contactPhoneProblems([cell, home])).toEqual({});
  });

  it('needs at least one number and at most two', () => {
    expect(contactPhoneProblems([])).toEqual({ phoneNumbers: 'validation.required' });
    expect(contactPhoneProblems([cell, home, { type: 'work', number: '5035550190', primary: false }])).toMatchObject({
      phoneNumbers: 'validation.invalid',
    });
  });

  it('needs ten digits in each number', () => {
    expect(contactPhoneProblems([{ ...cell, number: '555-0188' }, home])).toEqual({ 'phoneNumbers.0.number': 'validation.phoneDigits' });
    expect(contactPhoneProblems([cell, { ...home, number: '503555018a' }])).toEqual({ 'phoneNumbers.1.number': 'validation.phoneDigits' });
  });

  it('refuses two numbers of one type', () => {
    expect(contactPhoneProblems([cell, { ...home, type: 'cell' }])).toEqual({ 'phoneNumbers.1.type': 'validation.uniqueType' });
  });

  it('refuses two numbers with no primary or two primaries', () => {
    expect(contactPhoneProblems([cell, { ...home, primary: true }])).toEqual({ 'phoneNumbers.0.primary': 'validation.invalid' });
    expect(contactPhoneProblems([{ ...cell, primary: false }, home])).toEqual({ 'phoneNumbers.0.primary': 'validation.invalid' });
  });

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

describe('mailing address', () => {
  const address = { streetAddr1: '1 Main St', streetAddr2: null, city: 'Portland', state: 'OR', zip: '97209' };

  it('accepts a complete address, DC included, the state in any case', () => {
    expect(mailingAddressProblems(address)).toEqual({});
    expect(mailingAddressProblems({ ...address, state: 'dc' })).toEqual({});
  });

  it('needs street, city, state and ZIP code', () => {
    expect(mailingAddressProblems({ streetAddr1: ' ', streetAddr2: null, city: '', state: '', zip: '' })).toEqual({
      streetAddr1: 'validation.required',
      city: 'validation.required',
      state: 'validation.required',
      zip: 'validation.required',
    });
  });

  it('refuses a state that is not a US state or DC, and a ZIP code of other than five digits', () => {
    expect(mailingAddressProblems({ ...address, state: 'PR', zip: '9720' })).toEqual({
      state: 'validation.state',
      zip: 'validation.validZipCode',
    });
    expect(mailingAddressProblems({ ...address, zip: '97209-1234' })).toEqual({ zip: 'validation.validZipCode' });
  });

  it('is kept trimmed, with the state upper-cased and an empty second line absent', () => {
    expect(
      normalizeMailingAddress({ streetAddr1: ' 1 Main St ', streetAddr2: '  ', city: ' Portland', state: 'or ', zip: '97209' }),
    ).toEqual(address);
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
