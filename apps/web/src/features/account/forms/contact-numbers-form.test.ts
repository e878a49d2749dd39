import { contactNumbersFormSchema, phoneNumberLines, type ContactNumbersForm, type PhoneNumberLine } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { validateWith } from '../../../lib/form-validation';
import { contactNumbersBody, contactNumbersFromMember } from './contact-numbers-form';

const first: PhoneNumberLine = { number: '(503) 555-0188', type: 'cell', primary: true };
const ONE_NUMBER: ContactNumbersForm = { phoneNumbers: [first, { number: '', type: '', primary: false }] };
const TWO_NUMBERS: ContactNumbersForm = { phoneNumbers: [first, { number: '503.555.0101', type: 'home', primary: false }] };
const validate = validateWith<ContactNumbersForm>(contactNumbersFormSchema);

describe('contact numbers form', () => {
  it('accepts one number, or two of different types', () => {
    expect(validate(ONE_NUMBER)).toEqual({});
    expect(validate(TWO_NUMBERS)).toEqual({});
  });

  it('puts each problem on the line it is about, as the server names it', () => {
    expect(validate({ phoneNumbers: [{ ...first, number: ' ' }, ONE_NUMBER.phoneNumbers[1]!] })).toEqual({
      'phoneNumbers.0.number': 'validation.required',
    });
    const second = TWO_NUMBERS.phoneNumbers[1]!;
    expect(validate({ phoneNumbers: [first, { ...second, number: '12345' }] })).toEqual({
      'phoneNumbers.1.number': 'validation.phoneDigits',
    });
    expect(validate({ phoneNumbers: [first, { ...second, type: '' }] })).toEqual({ 'phoneNumbers.1.type': 'validation.required' });
    expect(validate({ phoneNumbers: [first, { ...second, type: 'cell' }] })).toEqual({ 'phoneNumbers.1.type': 'validation.uniqueType' });
  });

  it('does not let an empty second line be the primary number', () => {
    expect(
      validate({
        phoneNumbers: [
          { ...first, primary: false },
          { number: '', type: 'home', primary: true },
        ],
      }),
    ).toEqual({
      'phoneNumbers.1.number': 'validation.required',
    });
  });

  it('sends digits only, with exactly one primary number', () => {
    expect(contactNumbersBody(TWO_NUMBERS)).toEqual([
      { type: 'cell', number: '5035550188', primary: true },
      { type: 'home', number: '5035550101', primary: false },
    ]);
    const secondPrimary = { phoneNumbers: TWO_NUMBERS.phoneNumbers.map((line, index) => ({ ...line, primary: index === 1 })) };
    expect(contactNumbersBody(secondPrimary).map((phone) => phone.primary)).toEqual([false, true]);
    expect(contactNumbersBody({ phoneNumbers: [{ ...first, number: '+1 503 555 0188', primary: false }] })).toEqual([
      { type: 'cell', number: '5035550188', primary: true },
    ]);
  });

  it("starts from the member's numbers, the primary one marked", () => {
    expect(contactNumbersFromMember([])).toEqual({ phoneNumbers: phoneNumberLines() });
    expect(
      contactNumbersFromMember([
        { id: 1, type: 'home', number: '5035550101', primary: false },
        { id: 2, type: 'work', number: '5035550102', primary: true },
      ]),
    ).toEqual({
      phoneNumbers: [
        { number: '(503) 555-0101', type: 'home', primary: false },
        { number: '(503) 555-0102', type: 'work', primary: true },
      ],
    });
  });
});
