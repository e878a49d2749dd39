import { describe, expect, it } from 'vitest';
import { accountEdits } from './account-edits';
import { displayPhoneNumber } from './phone-display';

describe('what the account page lets a member change', () => {
  it('offers every editor by default', () => {
    expect(accountEdits(['HOME'])).toEqual({ contact: true, ethnography: true, address: 'edit' });
  });

  it('keeps only the password under LEGACY_ACCOUNT_PAGE', () => {
    expect(accountEdits(['LEGACY_ACCOUNT_PAGE'])).toEqual({ contact: false, ethnography: false, address: 'none' });
  });

  it('sends the member to the health plan for the address under SUPPRESS_MEMBER_EDIT_ADDRESS, legacy page or not', () => {
    expect(accountEdits(['SUPPRESS_MEMBER_EDIT_ADDRESS']).address).toBe('call');
    expect(accountEdits(['SUPPRESS_MEMBER_EDIT_ADDRESS', 'LEGACY_ACCOUNT_PAGE'])).toEqual({
      contact: false,
      ethnography: false,
      address: 'call',
    });
  });
});

describe('phone numbers on the account page', () => {
  it('are written as people write US numbers, and otherwise as saved', () => {
    expect(displayPhoneNumber('5035550188')).toBe('(503) 555-0188');
    expect(displayPhoneNumber('15035550188')).toBe('(503) 555-0188');
    expect(displayPhoneNumber('555-0188')).toBe('555-0188');
  });
});
