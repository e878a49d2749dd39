import type { FeatureFlag, MemberInfo } from '@portal/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientConfiguration, memberInfo } from '../../test/fixtures';
import { renderInPortal } from '../../test/render';
import { AccountPage } from './account-page';
import { stubServer } from './test/account-harness';

const MARIA: MemberInfo = memberInfo({
  email: 'maria@example.org',
  emailAddressVerifiedTsTz: null,
  enrollmentEmail: 'maria.lopez@harbor.example',
  enrollmentEmailAddressVerifiedTsTz: '2026-01-02T10:00:00Z',
  phoneNumbers: [
    { id: 1, type: 'cell', number: '5035550188', primary: true },
    { id: 2, type: 'home', number: '5035550101', primary: false },
  ],
  addresses: [
    {
      id: 1,
      name: null,
      streetAddr1: '88 SE Ankeny St',
      streetAddr2: 'Apt 4',
      city: 'Portland',
      state: 'OR',
      zip: '97214',
      primary: true,
      verified: false,
    },
  ],
  race: 'ASIAN',
  ethnography: null,
  lastLogin: { activityTs: '2026-03-05T17:30:00Z' },
});

const CONFIGURATION = {
  races: [{ code: 'ASIAN', label: { EN: 'Asian', ES: 'Asiático' } }],
  ethnicities: [{ code: 'HISPANIC_OR_LATINO', label: { EN: 'Hispanic or Latino' } }],
};

const show = (features: FeatureFlag[] = ['HOME'], member = MARIA) =>
  renderInPortal(<AccountPage />, { member, path: '/account', configuration: clientConfiguration({ ...CONFIGURATION, features }) });

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('account page', () => {
  it("shows the member's details, the client's labels and the last sign-in as month/day/year with time and zone", () => {
    show();
    expect(within(section('About you')).getByText('Maria Lopez')).toBeInTheDocument();
    expect(within(section('About you')).getByText('maria.lopez')).toBeInTheDocument();
    expect(within(section('Contact numbers')).getByText('(503) 555-0188')).toBeInTheDocument();
    expect(within(section('Contact numbers')).getByText(/primary/)).toHaveTextContent('(503) 555-0188 (primary)');
    expect(within(section('Address')).getByText(/88 SE Ankeny St/)).toHaveTextContent('88 SE Ankeny StApt 4Portland, OR 97214');
    expect(within(section('Race and ethnicity')).getByText('Asian')).toBeInTheDocument();
    expect(within(section('Race and ethnicity')).getByText('Not provided')).toBeInTheDocument();
    expect(within(section('Sign-in')).getByText(/^03\/05\/2026, \d{1,2}:30 [AP]M \S+/)).toBeInTheDocument();
    expect(within(section('Sign-in')).getByText('hidden')).toHaveClass('visually-hidden');
    expect(screen.getByRole('link', { name: 'Manage two-step verification' })).toHaveAttribute('href', '/account/mfa');
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/notification-settings');
  });

  it('says who manages the account of a member a guardian registered, and nothing of the kind otherwise', () => {
    show(['HOME'], { ...MARIA, firstName: 'Leila', lastName: 'Haddad', guardian: { firstName: 'Samira', lastName: 'Haddad' } });
    expect(within(section('About you')).getByText('Managed by')).toBeInTheDocument();
    expect(within(section('About you')).getByText('Samira Haddad, legal guardian')).toBeInTheDocument();
    cleanup();
    show();
    expect(screen.queryByText('Managed by')).toBeNull();
  });

  it('shows each e-mail address with its verified state, and Verify only where it is not verified', () => {
    show();
    const email = section('E-mail');
    expect(within(email).getByText('maria@example.org')).toBeInTheDocument();
    expect(within(email).getByText('Not verified')).toBeInTheDocument();
    expect(within(email).getByText('maria.lopez@harbor.example')).toBeInTheDocument();
    expect(within(email).getByText('Verified')).toBeInTheDocument();
    expect(within(email).getAllByRole('button', { name: /^Verify/ })).toHaveLength(1);
    expect(within(email).getByRole('button', { name: 'Verify maria@example.org' })).toBeInTheDocument();
  });

  it("lists the plan's e-mail once when it is the member's own address in other letter case", () => {
    const same = { ...MARIA, email: 'maria@example.org', enrollmentEmail: 'Maria@Example.org', enrollmentEmailAddressVerifiedTsTz: null };
    const { unmount } = show(['HOME'], same);
    const email = section('E-mail');
    expect(within(email).getByText('maria@example.org')).toBeInTheDocument();
    expect(within(email).queryByText('Maria@Example.org')).not.toBeInTheDocument();
    expect(within(email).getAllByText('Not verified')).toHaveLength(1);
    expect(within(email).getAllByRole('button', { name: /^Verify/ })).toHaveLength(1);
    unmount();
    // Verified under the plan's e-mail, the one mailbox is verified.
    show(['HOME'], { ...same, enrollmentEmailAddressVerifiedTsTz: '2026-01-02T10:00:00Z' });
    expect(within(section('E-mail')).getByText('Verified')).toBeInTheDocument();
    expect(within(section('E-mail')).queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument();
  });

  it('links every editor by default', () => {
    show();
    expect(screen.getByRole('link', { name: 'Change e-mail address' })).toHaveAttribute('href', '/account/edit-contact');
    expect(screen.getByRole('link', { name: 'Edit contact numbers' })).toHaveAttribute('href', '/account/edit-contact');
    expect(screen.getByRole('link', { name: 'Edit address' })).toHaveAttribute('href', '/account/edit-address');
    expect(screen.getByRole('link', { name: 'Edit race and ethnicity' })).toHaveAttribute('href', '/account/edit-ethnography');
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/account/edit-password');
    expect(screen.queryByText(/To change your address, please call/)).toBeNull();
  });

  it('keeps only the password link under LEGACY_ACCOUNT_PAGE', () => {
    show(['LEGACY_ACCOUNT_PAGE']);
    for (const name of ['Change e-mail address', 'Edit contact numbers', 'Edit address', 'Edit race and ethnicity']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
    expect(screen.getByRole('link', { name: 'Change password' })).toBeInTheDocument();
  });

  it('tells the member to call the health plan, at its support number, under SUPPRESS_MEMBER_EDIT_ADDRESS', () => {
    show(['SUPPRESS_MEMBER_EDIT_ADDRESS']);
    expect(screen.queryByRole('link', { name: 'Edit address' })).toBeNull();
    expect(within(section('Address')).getByText(/To change your address, please call Harbor Health Plan at/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1-800-555-0134' })).toHaveAttribute('href', 'tel:18005550134');
    expect(screen.getByRole('link', { name: 'Edit contact numbers' })).toBeInTheDocument();
  });

  it('says only whom to call when the plan has no support number', () => {
    renderInPortal(<AccountPage />, {
      member: MARIA,
      configuration: clientConfiguration({ ...CONFIGURATION, features: ['SUPPRESS_MEMBER_EDIT_ADDRESS'], supportContacts: {} }),
    });
    expect(screen.getByText('To change your address, please call Harbor Health Plan.')).toBeInTheDocument();
  });

  it('verifies an e-mail address with the code sent to it, then shows it verified', async () => {
    const verifiedAt = '2026-03-06T09:00:00Z';
    const server = stubServer({
      'POST /v4/web/member/request-verification-totp': { body: { maskedDestination: 'm***@example.org' } },
      'POST /v4/web/member/submit-verification-totp': {
        body: { emailAddressVerifiedTsTz: verifiedAt, enrollmentEmailAddressVerifiedTsTz: MARIA.enrollmentEmailAddressVerifiedTsTz },
      },
      'GET /v3/web/member/member-info': { body: { ...MARIA, emailAddressVerifiedTsTz: verifiedAt } },
    });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Verify maria@example.org' }));
    expect(await screen.findByText('We sent a code to m***@example.org. It expires in 10 minutes.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /^Verify/ })).toEqual([]));
    expect(within(section('E-mail')).getAllByText('Verified')).toHaveLength(2);
    expect(server.calls.map((call) => call.body).filter(Boolean)).toEqual([
      { type: 'VERIFY_EMAIL_ADDRESS' },
      { type: 'VERIFY_EMAIL_ADDRESS', totp: '123456' },
    ]);
  });

  it('keeps the code field and says why when the code is wrong', async () => {
    stubServer({
      'POST /v4/web/member/request-verification-totp': { body: { maskedDestination: 'm***@example.org' } },
      'POST /v4/web/member/submit-verification-totp': {
        status: 400,
        body: { error: { code: 'MFA_INVALID_CODE', message: 'wrong' } },
      },
    });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Verify maria@example.org' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code' }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct. Please try again.');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('000000');
  });
});
