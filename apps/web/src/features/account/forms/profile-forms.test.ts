import type { ClientConfiguration } from '@portal/contract';
import { addressFormSchema, type MailingAddressForm } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { clientConfiguration } from '../../../test/fixtures';
import { validateWith } from '../../../lib/form-validation';
import { addressFromMember } from './address-form';
import { ethnographyBody, ethnographyFromMember } from './ethnography-form';
import { passwordFailureField } from './password-change-form';

describe('password change form', () => {
  it("puts the server's two password refusals beside their fields", () => {
    expect(passwordFailureField('INVALID_OLD_PASSWORD')).toBe('oldPassword');
    expect(passwordFailureField('PASSWORD_RULES_NOT_MET')).toBe('newPassword');
    expect(passwordFailureField('RATE_LIMITED')).toBeNull();
  });
});

describe('address form', () => {
  const valid: MailingAddressForm = { streetAddr1: '88 SE Ankeny St', streetAddr2: '', city: 'Portland', state: 'OR', zip: '97214' };

  it('checks the address by the shared rule, and sends it trimmed with an empty second line as null', () => {
    const validate = validateWith<MailingAddressForm>(addressFormSchema);
    expect(validate(valid)).toEqual({});
    expect(validate({ ...valid, state: 'XX', zip: '9721' })).toEqual({ state: 'validation.state', zip: 'validation.validZipCode' });
    expect(validate({ ...valid, streetAddr1: 'S'.repeat(120), city: 'C'.repeat(80) })).toEqual({});
    expect(addressFormSchema.parse({ ...valid, streetAddr1: ' 88 SE Ankeny St ', zip: ' 97214 ' })).toEqual({
      ...valid,
      streetAddr2: null,
    });
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
