import { MAILING_ADDRESS_LIMITS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { fieldProblems } from './field-problems';
import { mailingAddressSchema, type MailingAddressForm } from './mailing-address';

const address = { streetAddr1: '1 Main St', streetAddr2: null, city: 'Portland', state: 'OR', zip: '97209' };

const problems = (value: typeof address | MailingAddressForm) => {
  const result = mailingAddressSchema.safeParse(value);
  return result.success ? {} : fieldProblems(result.error.issues);
};

describe('mailing address', () => {
  it('accepts a complete address, DC included, the state in any case', () => {
    expect(problems(address)).toEqual({});
    expect(problems({ ...address, state: 'dc' })).toEqual({});
  });

  it('needs street, city, state and ZIP code', () => {
    expect(problems({ streetAddr1: ' ', streetAddr2: '', city: '', state: '', zip: '' })).toEqual({
      streetAddr1: 'validation.required',
      city: 'validation.required',
      state: 'validation.required',
      zip: 'validation.required',
    });
  });

  it('refuses a state that is not a US state or DC, and a ZIP code of other than five digits', () => {
    expect(problems({ ...address, state: 'PR', zip: '9720' })).toEqual({ state: 'validation.state', zip: 'validation.validZipCode' });
    expect(problems({ ...address, zip: '97209-1234' })).toEqual({ zip: 'validation.validZipCode' });
  });

  it('takes a 120-character street and an 80-character city, as registration always did, and no more', () => {
    const street = 'S'.repeat(MAILING_ADDRESS_LIMITS.streetLine);
    const city = 'C'.repeat(MAILING_ADDRESS_LIMITS.city);
    expect(MAILING_ADDRESS_LIMITS).toMatchObject({ streetLine: 120, city: 80 });
    expect(problems({ ...address, streetAddr1: street, streetAddr2: street, city })).toEqual({});
    expect(problems({ ...address, streetAddr1: `${street}S`, streetAddr2: `${street}S`, city: `${city}C` })).toEqual({
      streetAddr1: 'validation.tooLong',
      streetAddr2: 'validation.tooLong',
      city: 'validation.tooLong',
    });
  });

  it('answers the address as kept: trimmed, the state upper-cased, an empty second line absent', () => {
    expect(
      mailingAddressSchema.parse({ streetAddr1: ' 1 Main St ', streetAddr2: '  ', city: ' Portland', state: 'or ', zip: '97209' }),
    ).toEqual(address);
    expect(mailingAddressSchema.parse({ ...address, streetAddr2: ' Apt 4 ' }).streetAddr2).toBe('Apt 4');
  });
});
