import { describe, expect, it } from 'vitest';
import {
  contactNumbersBody,
  contactNumbersFieldErrors,
  contactNumbersFromMember,
  validateContactNumbers,
  type ContactNumbersForm,
} from './contact-numbers-form';

const ONE_NUMBER: ContactNumbersForm = { phone1: '(503) 555-0188', phone1Type: 'cell', phone2: '', phone2Type: '', primary: 'phone1' };
const TWO_NUMBERS: ContactNumbersForm = { ...ONE_NUMBER, phone2: '503.555.0101', phone2Type: 'home' };

describe('contact numbers form', () => {
  it('accepts one number, or two of different types', () => {
    expect(validateContactNumbers(ONE_NUMBER)).toEqual({});
    expect(validateContactNumbers(TWO_NUMBERS)).toEqual({});
  });

  it('needs a first number of 10 digits', () => {
    expect(validateContactNumbers({ ...ONE_NUMBER, phone1: ' ' })).toEqual({ phone1: 'validation.required' });
    expect(validateContactNumbers({ ...ONE_NUMBER, phone1: '555-0188' })).toEqual({ phone1: 'validation.phoneDigits' });
    expect(validateContactNumbers({ ...ONE_NUMBER, phone1: '503-555-018a' })).toEqual({ phone1: 'validation.phoneDigits' });
  });

  it('checks a second number, its type, and that the two types differ', () => {
    expect(validateContactNumbers({ ...TWO_NUMBERS, phone2: '12345' })).toEqual({ phone2: 'validation.phoneDigits' });
    expect(validateContactNumbers({ ...TWO_NUMBERS, phone2Type: '' })).toEqual({ phone2Type: 'validation.required' });
    expect(validateContactNumbers({ ...TWO_NUMBERS, phone2Type: 'cell' })).toEqual({ phone2Type: 'validation.uniqueType' });
  });

  it('does not let an empty second line be the primary number', () => {
    expect(validateContactNumbers({ ...ONE_NUMBER, primary: 'phone2' })).toEqual({ phone2: 'validation.required' });
    expect(validateContactNumbers({ ...TWO_NUMBERS, primary: 'phone2' })).toEqual({});
  });

  it('sends digits only, with exactly one primary number', () => {
    expect(contactNumbersBody(TWO_NUMBERS)).toEqual([
      { type: 'cell', number: '5035550188', primary: true },
      { type: 'home', number: '5035550101', primary: false },
    ]);
    expect(contactNumbersBody({ ...TWO_NUMBERS, primary: 'phone2' }).map((phone) => phone.primary)).toEqual([false, true]);
    expect(contactNumbersBody({ ...ONE_NUMBER, phone1: '+1 503 555 0188' })).toEqual([
      { type: 'cell', number: '5035550188', primary: true },
    ]);
  });

  it("starts from the member's numbers, the primary one marked", () => {
    expect(contactNumbersFromMember([])).toEqual({ phone1: '', phone1Type: 'cell', phone2: '', phone2Type: '', primary: 'phone1' });
    expect(
      contactNumbersFromMember([
        { id: 1, type: 'home', number: '5035550101', primary: false },
        { id: 2, type: 'work', number: '5035550102', primary: true },
      ]),
    ).toEqual({ phone1: '(503) 555-0101', phone1Type: 'home', phone2: '(503) 555-0102', phone2Type: 'work', primary: 'phone2' });
  });

  it("puts the server's field errors on the lines they are about", () => {
    expect(
      contactNumbersFieldErrors({
        'phoneNumbers.0.number': 'validation.phoneDigits',
        'phoneNumbers.1.type': 'validation.uniqueType',
        'phoneNumbers.0.primary': 'validation.invalid',
        email: 'validation.email',
      }),
    ).toEqual({ phone1: 'validation.phoneDigits', phone2Type: 'validation.uniqueType' });
    expect(contactNumbersFieldErrors({ phoneNumbers: 'validation.required', 'phoneNumbers.1.number': 'validation.phoneDigits' })).toEqual({
      phone1: 'validation.required',
      phone2: 'validation.phoneDigits',
    });
  });
});
