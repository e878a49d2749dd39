import type { MemberInfo } from '@portal/contract';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { clientConfiguration, memberInfo } from '../../test/fixtures';
import { renderInPortal } from '../../test/render';
import { CurrentPath, failure, stubServer, type StubAnswer } from '../account/test/account-harness';
import { EmailVerificationPage } from './email-verification-page';

const VERIFIED_AT = '2026-11-24T10:00:00Z';
const UNVERIFIED = memberInfo({ email: 'maria@example.org', emailAddressVerifiedTsTz: null });
const WITH_PLAN_ADDRESS = memberInfo({
  email: 'maria@example.org',
  emailAddressVerifiedTsTz: null,
  enrollmentEmail: 'maria.lopez@plan.example',
  enrollmentEmailAddressVerifiedTsTz: null,
});

function open(member: MemberInfo, options: { path?: string; answers?: Record<string, StubAnswer>; features?: string[] } = {}) {
  const server = stubServer({
    'POST /v4/web/member/request-verification-totp': { body: { maskedDestination: 'm***@example.org' } },
    ...options.answers,
  });
  renderInPortal(
    <Routes>
      <Route path="/rewards/email-verification" element={<EmailVerificationPage />} />
      <Route path="*" element={<CurrentPath />} />
    </Routes>,
    {
      member,
      path: options.path ?? '/rewards/email-verification',
      configuration: clientConfiguration(options.features ? { features: options.features as never } : {}),
    },
  );
  return server;
}

const step = (number: 1 | 2) => screen.getByRole('heading', { level: 2, name: new RegExp(`^Step ${number} of 2`) }).closest('li')!;

async function enterCode(address: string, code: string): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: `Verify ${address}` }));
  await userEvent.type(await screen.findByRole('textbox', { name: 'Code' }), code);
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

describe('the rewards e-mail verification page', () => {
  it('shows the first step done and starts at the second when the plan gave no address', () => {
    open(UNVERIFIED);
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your e-mail address for rewards' })).toBeVisible();
    expect(within(step(1)).getByText('Done')).toBeVisible();
    expect(step(1)).not.toHaveAttribute('aria-current');
    expect(step(2)).toHaveAttribute('aria-current', 'step');
    expect(within(step(2)).getByRole('button', { name: 'Verify maria@example.org' })).toBeVisible();
    expect(within(step(2)).getByRole('link', { name: 'Use another e-mail address' })).toHaveAttribute('href', '/account/edit-contact');
  });

  it("asks for the plan's address first, and only then for the member's own", async () => {
    const server = open(WITH_PLAN_ADDRESS, {
      answers: {
        'POST /v4/web/member/submit-verification-totp': {
          body: { emailAddressVerifiedTsTz: null, enrollmentEmailAddressVerifiedTsTz: VERIFIED_AT },
        },
        'GET /v3/web/member/member-info': { body: { ...WITH_PLAN_ADDRESS, enrollmentEmailAddressVerifiedTsTz: VERIFIED_AT } },
      },
    });
    expect(step(1)).toHaveAttribute('aria-current', 'step');
    expect(within(step(2)).getByText('Next')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Verify maria@example.org' })).toBeNull();

    await enterCode('maria.lopez@plan.example', '123456');
    expect(await within(step(2)).findByRole('button', { name: 'Verify maria@example.org' })).toBeVisible();
    expect(step(2)).toHaveAttribute('aria-current', 'step');
    expect(within(step(1)).getByText('Done')).toBeVisible();
    const sent = server.calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(sent).toEqual([{ type: 'VERIFY_ENROLLMENT_EMAIL_ADDRESS' }, { type: 'VERIFY_ENROLLMENT_EMAIL_ADDRESS', totp: '123456' }]);
  });

  it("keeps a wrong code in its field and says why in the member's words", async () => {
    open(UNVERIFIED, { answers: { 'POST /v4/web/member/submit-verification-totp': failure(400, 'MFA_INVALID_CODE') } });
    await enterCode('maria@example.org', '000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct. Please try again.');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('000000');
    expect(screen.queryByRole('link', { name: 'Back to your order' })).toBeNull();
  });

  it('once both are verified, reloads the member and goes back to the order for the same balance', async () => {
    const verified = { ...UNVERIFIED, emailAddressVerifiedTsTz: VERIFIED_AT };
    const server = open(UNVERIFIED, {
      path: '/rewards/email-verification?back=%2Frewards%2Fconfirmation%3FdependentId%3D77',
      answers: {
        'POST /v4/web/member/submit-verification-totp': {
          body: { emailAddressVerifiedTsTz: VERIFIED_AT, enrollmentEmailAddressVerifiedTsTz: null },
        },
        'GET /v3/web/member/member-info': { body: verified },
      },
    });
    await enterCode('maria@example.org', '123456');
    expect(await screen.findByText('We can send your digital rewards to maria@example.org.')).toBeVisible();
    expect(server.calls.some((call) => call.method === 'GET' && call.path === '/v3/web/member/member-info')).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'Back to your order' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/rewards/confirmation');
  });

  it('offers the way back to the confirmation with its dependent, and to /rewards otherwise', () => {
    const verified = { ...UNVERIFIED, emailAddressVerifiedTsTz: VERIFIED_AT };
    open(verified, { path: '/rewards/email-verification?back=%2Frewards%2Fconfirmation%3FdependentId%3D77' });
    expect(screen.getByRole('link', { name: 'Back to your order' })).toHaveAttribute('href', '/rewards/confirmation?dependentId=77');
    cleanup();
    open(verified);
    expect(screen.getByRole('link', { name: 'Back to rewards' })).toHaveAttribute('href', '/rewards');
  });

  it('says to call the plan instead of linking to the contact editor under LEGACY_ACCOUNT_PAGE', () => {
    open(UNVERIFIED, { features: ['REWARDS', 'LEGACY_ACCOUNT_PAGE'] });
    expect(screen.queryByRole('link', { name: 'Use another e-mail address' })).toBeNull();
    expect(screen.getByText('To use another e-mail address, call Harbor Health Plan.')).toBeVisible();
  });

  it('with no portal address, links to adding one', () => {
    open({ ...UNVERIFIED, email: null });
    expect(within(step(2)).getByRole('link', { name: 'Add an e-mail address' })).toHaveAttribute('href', '/account/edit-contact');
    expect(within(step(2)).queryByRole('button', { name: /^Verify/ })).toBeNull();
  });

  it('lets support staff viewing the portal see the steps but not send a code', () => {
    open(UNVERIFIED);
    act(() => sessionStore.set({ ...sessionStore.get()!, impersonation: { id: 'view-1', clientAbbreviation: 'HARBOR' } }));
    expect(screen.getByRole('button', { name: 'Verify maria@example.org' })).toBeDisabled();
  });
});
