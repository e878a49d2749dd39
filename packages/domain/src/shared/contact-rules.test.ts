import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhoneNumber, isValidZipCode, phoneDigits } from './contact-rules';
import { isUsStateCode, US_STATE_CODES } from './us-states';

describe('contact rules', () => {
  it('phone numbers have 10 digits, punctuation and a leading 1 aside', () => {
    expect(isValidPhoneNumber('(503) 555-0100')).toBe(true);
    expect(isValidPhoneNumber('1-503-555-0100')).toBe(true);
    expect(phoneDigits('1-503-555-0100')).toBe('5035550100');
    expect(isValidPhoneNumber('555-0100')).toBe(false);
    expect(isValidPhoneNumber('503555010a')).toBe(false);
  });

  it('ZIP codes have 5 digits', () => {
    expect(isValidZipCode('97209')).toBe(true);
    expect(isValidZipCode('9720')).toBe(false);
    expect(isValidZipCode('97209-1234')).toBe(false);
  });

  it('e-mail addresses need a name, an @ and a domain', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('a b@c.org')).toBe(false);
  });

  it('US states are the 50 and DC', () => {
    expect(US_STATE_CODES).toHaveLength(51);
    expect(isUsStateCode('DC')).toBe(true);
    expect(isUsStateCode('PR')).toBe(false);
  });
});
