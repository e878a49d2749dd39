import type { ClientConfiguration } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { clientConfiguration } from '../../../test/fixtures';
import { addressBody, addressFromMember, validateAddress, type AddressForm } from './address-form';
import { validateEmailChange } from './email-change-form';
import { ethnographyBody, ethnographyFromMember } from './ethnography-form';
import { passwordFailureField, validatePasswordChange } from './password-change-form';

describe('e-mail change form', () => {
  it('needs a valid address, typed the same twice', () => {
    expect(validateEmailChange({ email: 'new@example.org', confirmEmail: ' New@Example.org ' })).toEqual({});
    expect(validateEmailChange({ email: '', confirmEmail: '' })).toEqual({
      email: 'validation.required',
      confirmEmail: 'validation.required',
    });
    expect(validateEmailChange({ email: 'not-an-address', confirmEmail: 'not-an-address' })).toEqual({ email: 'validation.email' });
    expect(validateEmailChange({ email: 'new@example.org', confirmEmail: 'other@example.org' })).toEqual({
      confirmEmail: 'validation.matching',
    });
  });
});

describe('password change form', () => {
  const valid = { oldPassword: 'Harbor!2026', newPassword: 'Better#2027', confirmPassword: 'Better#2027' };

  it('needs the current password, a new one under the rules, and the same confirmation', () => {
    expect(validatePasswordChange(valid)).toEqual({});
    expect(validatePasswordChange({ ...valid, oldPassword: '' })).toEqual({ oldPassword: 'validation.required' });
    expect(validatePasswordChange({ ...valid, newPassword: 'better2027', confirmPassword: 'better2027' })).toEqual({
      newPassword: 'validation.passwordRules',
    });
    expect(validatePasswordChange({ ...valid, newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: 'validation.required',
      confirmPassword: 'validation.required',
    });
    expect(validatePasswordChange({ ...valid, confirmPassword: 'Better#2028' })).toEqual({ confirmPassword: 'validation.matching' });
  });

  it("puts the server's two password refusals beside their fields", () => {
    expect(passwordFailureField('INVALID_OLD_PASSWORD')).toBe('oldPassword');
    expect(passwordFailureField('PASSWORD_RULES_NOT_MET')).toBe('newPassword');
    expect(passwordFailureField('RATE_LIMITED')).toBeNull();
  });
});

describe('address form', () => {
  const valid: AddressForm = { streetAddr1: '88 SE Ankeny St', streetAddr2: '', city: 'Portland', state: 'OR', zip: '97214' };

  it('needs street, city, a US state or DC, and a 5-digit ZIP code', () => {
    expect(validateAddress(valid)).toEqual({});
    expect(validateAddress({ ...valid, state: 'DC' })).toEqual({});
    expect(validateAddress({ streetAddr1: ' ', streetAddr2: '', city: '', state: '', zip: '' })).toEqual({
      streetAddr1: 'validation.required',
      city: 'validation.required',
      state: 'validation.required',
      zip: 'validation.required',
    });
    expect(validateAddress({ ...valid, state: 'XX', zip: '9721' })).toEqual({ state: 'validation.state', zip: 'validation.validZipCode' });
    expect(validateAddress({ ...valid, zip: '97214-1234' })).toEqual({ zip: 'validation.validZipCode' });
  });

  it('sends an empty second street line as null, and trims the rest', () => {
    expect(addressBody({ ...valid, streetAddr1: ' 88 SE Ankeny St ', zip: ' 97214 ' })).toEqual({ ...valid, streetAddr2: null });
    expect(addressBody({ ...valid, streetAddr2: 'Apt 4' }).streetAddr2).toBe('Apt 4');
  });

  it("starts from the member's primary address", () => {
    const address = { id: 1, name: null, streetAddr2: null, primary: false, verified: true, city: 'Salem', state: 'OR', zip: '97301' };
    expect(addressFromMember([])).toEqual({ streetAddr1: '', streetAddr2: '', city: '', state: '', zip: '' });
    expect(
      addressFromMember([
        { ...address, streetAddr1: '1 Old Rd' },
        { ...address, id: 2, streetAddr1: '2 Main St', primary: true },
      ]).streetAddr1,
    ).toBe('2 Main St');
  });
});

describe('race and ethnicity form', () => {
  const configuration: ClientConfiguration = clientConfiguration({
    races: [{ code: 'ASIAN', label: { EN: 'Asian' } }],
    ethnicities: [{ code: 'HISPANIC_OR_LATINO', label: { EN: 'Hispanic or Latino' } }],
  });

  it('sends "prefer not to say" as null', () => {
    expect(ethnographyBody({ race: '', ethnography: '' })).toEqual({ race: null, ethnography: null });
    expect(ethnographyBody({ race: 'ASIAN', ethnography: 'HISPANIC_OR_LATINO' })).toEqual({
      race: 'ASIAN',
      ethnography: 'HISPANIC_OR_LATINO',
    });
  });

  it('shows a saved code the client no longer lists as not said', () => {
    expect(ethnographyFromMember({ race: 'ASIAN', ethnography: 'RETIRED_CODE' }, configuration)).toEqual({
      race: 'ASIAN',
      ethnography: '',
    });
    expect(ethnographyFromMember({ race: null, ethnography: null }, configuration)).toEqual({ race: '', ethnography: '' });
  });
});
