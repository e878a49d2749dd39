import { describe, expect, it } from 'vitest';
import { contactInfoFormSchema } from '@portal/domain';
import { hasRosterContact, registerRequest, rosterContactForm } from './registration-draft';

const draft = {
  memberInfo: {
    firstName: ' James ',
    lastName: 'Carter',
    memberNumber: ' HHP100004 ',
    birthday: '1979-11-30',
    isGuardian: false,
    guardianFirstName: 'left over',
    guardianLastName: '',
    guardianDob: '',
  },
  contact: {
    email: ' james@example.com ',
    phones: [
      { number: '(415) 555-0134', type: 'cell' as const, primary: true },
      { number: '', type: 'home' as const, primary: false },
    ],
    address: { streetAddr1: '1 Main St', streetAddr2: '  ', city: 'Oakland', state: 'ca', zip: '94601' },
  },
  communication: { emailOptIn: false, smsOptIn: 'yes' as const },
  credentials: { username: 'james.carter', password: 'Harbor!2026x', confirmPassword: 'Harbor!2026x' },
  mfaPreference: 'SMS' as const,
};

describe('registerRequest', () => {
  it('sends what the member typed, trimmed, without an empty second phone or a guardian they unticked', () => {
    const request = registerRequest(draft, 'remember-1', 'EN');
    expect(request).toMatchObject({
      clientMemberId: 'HHP100004',
      firstName: 'James',
      guardian: null,
      smsOptIn: true,
      mfaPreference: 'SMS',
      preferredLanguageCd: 'EN',
      rememberToken: 'remember-1',
      contact: {
        email: 'james@example.com',
        phones: [{ number: '(415) 555-0134', type: 'cell' }],
        address: { streetAddr2: null, state: 'CA', zip: '94601' },
      },
    });
    expect(request.communicationPreferences.preferredMethod).toBe('SMS');
  });

  it('prefers e-mail when the member allows it, and sends a guardian only for a guardian', () => {
    const guardian = {
      ...draft.memberInfo,
      isGuardian: true,
      guardianFirstName: 'Maria',
      guardianLastName: 'Lopez',
      guardianDob: '1985-04-12',
    };
    const request = registerRequest(
      {
        ...draft,
        memberInfo: guardian,
        communication: { emailOptIn: true, smsOptIn: 'no' },
        contact: { ...draft.contact, phones: [draft.contact.phones[0]!, { number: '4155550199', type: 'home', primary: false }] },
      },
      'remember-2',
      'ES',
    );
    expect(request.guardian).toEqual({ firstName: 'Maria', lastName: 'Lopez', dob: '1985-04-12' });
    expect(request.communicationPreferences.preferredMethod).toBe('EMAIL');
    expect(request.smsOptIn).toBe(false);
    expect(request.contact.phones).toHaveLength(2);
  });
});

describe('rosterContactForm', () => {
  it("fills the contact step with the roster's e-mail, phone and address, a second phone line left free", () => {
    const form = rosterContactForm({
      email: 'daniel.lopez@example.org',
      phone: { number: '5035550143', type: 'home' },
      address: { streetAddr1: '1420 NW Lovejoy St', streetAddr2: null, city: 'Portland', state: 'OR', zip: '97209' },
    });
    expect(form).toEqual({
      email: 'daniel.lopez@example.org',
      phones: [
        { number: '5035550143', type: 'home', primary: true },
        { number: '', type: '', primary: false },
      ],
      address: { streetAddr1: '1420 NW Lovejoy St', streetAddr2: '', city: 'Portland', state: 'OR', zip: '97209' },
    });
    expect(contactInfoFormSchema.safeParse(form).success).toBe(true);
  });

  it('leaves empty what the roster does not have', () => {
    const nothing = { email: null, phone: null, address: null };
    expect(rosterContactForm(nothing)).toEqual({
      email: '',
      phones: [
        { number: '', type: 'cell', primary: true },
        { number: '', type: '', primary: false },
      ],
      address: { streetAddr1: '', streetAddr2: '', city: '', state: '', zip: '' },
    });
    expect(hasRosterContact(nothing)).toBe(false);
    expect(hasRosterContact({ ...nothing, email: 'a@example.org' })).toBe(true);
  });
});
