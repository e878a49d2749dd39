import { describe, expect, it } from 'vitest';
import { fieldProblems } from './field-problems';
import { enteredPhoneNumbers, phoneNumberLines, phoneNumbersSchema, type PhoneNumberLine } from './phone-numbers';

const cell: PhoneNumberLine = { type: 'cell', number: '(503) 555-0188', primary: true };
const home: PhoneNumberLine = { type: 'home', number: '503.555.0189', primary: false };
const blank: PhoneNumberLine = { type: '', number: ' ', primary: false };

const problems = (lines: readonly PhoneNumberLine[]) => {
  const result = phoneNumbersSchema.safeParse(lines);
  return result.success ? {} : fieldProblems(result.error.issues, 'phoneNumbers');
};

describe('phone numbers', () => {
  it('accepts one number, or two of different types with one primary', () => {
    expect(problems([cell])).toEqual({});
    expect(problems([{ ...cell, primary: false }])).toEqual({});
    expect(problems([cell, home])).toEqual({});
  });

  it('needs at least one number and at most two', () => {
    expect(problems([])).toEqual({ phoneNumbers: 'validation.required' });
    expect(problems([cell, home, { type: 'work', number: '5035550190', primary: false }])).toEqual({ phoneNumbers: 'validation.invalid' });
  });

  it('needs ten digits in each number, and a type for each', () => {
    expect(problems([{ ...cell, number: '555-0188' }, home])).toEqual({ 'phoneNumbers.0.number': 'validation.phoneDigits' });
    expect(problems([cell, { ...home, number: '503555018a' }])).toEqual({ 'phoneNumbers.1.number': 'validation.phoneDigits' });
    expect(problems([{ ...cell, number: ' ' }])).toEqual({ 'phoneNumbers.0.number': 'validation.required' });
    expect(problems([cell, { ...home, type: '' }])).toEqual({ 'phoneNumbers.1.type': 'validation.required' });
  });

  it('refuses a number longer than the calls carry', () => {
    expect(problems([{ ...cell, number: `503 555 0188${' '.repeat(40)}x` }])).toEqual({ 'phoneNumbers.0.number': 'validation.tooLong' });
  });

  it('refuses two numbers of one type', () => {
    expect(problems([cell, { ...home, type: 'cell' }])).toEqual({ 'phoneNumbers.1.type': 'validation.uniqueType' });
  });

  it('refuses two numbers with no primary or two primaries', () => {
    expect(problems([cell, { ...home, primary: true }])).toEqual({ 'phoneNumbers.0.primary': 'validation.invalid' });
    expect(problems([{ ...cell, primary: false }, home])).toEqual({ 'phoneNumbers.0.primary': 'validation.invalid' });
  });

  it('reads an empty second line as no number, unless it was made the primary one', () => {
    expect(problems([cell, blank])).toEqual({});
    expect(
      problems([
        { ...cell, primary: false },
        { ...blank, primary: true },
      ]),
    ).toMatchObject({
      'phoneNumbers.1.number': 'validation.required',
    });
    expect(enteredPhoneNumbers([cell, blank])).toEqual([cell]);
    expect(enteredPhoneNumbers(phoneNumberLines())).toHaveLength(1);
  });

  it('answers the numbers entered, trimmed, a single one primary', () => {
    expect(phoneNumbersSchema.parse([{ ...cell, number: ' 503 555 0188 ', primary: false }, blank])).toEqual([
      { type: 'cell', number: '503 555 0188', primary: true },
    ]);
    expect(phoneNumbersSchema.parse([cell, home])).toEqual([cell, home]);
  });
});
