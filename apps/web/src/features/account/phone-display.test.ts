import { describe, expect, it } from 'vitest';
import { displayPhoneNumber } from './phone-display';

describe('phone numbers on the account page', () => {
  it('are written as people write US numbers, and otherwise as saved', () => {
    expect(displayPhoneNumber('5035550188')).toBe('(503) 555-0188');
    expect(displayPhoneNumber('15035550188')).toBe('(503) 555-0188');
    expect(displayPhoneNumber('555-0188')).toBe('555-0188');
  });
});
