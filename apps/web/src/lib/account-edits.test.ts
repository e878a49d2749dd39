import { describe, expect, it } from 'vitest';
import { accountEdits } from './account-edits';

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
