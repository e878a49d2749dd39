import type { MfaSettings } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberInfo } from '../../test/fixtures';
import { renderInPortal } from '../../test/render';
import { stubServer } from '../account/test/account-harness';
import { MfaSettingsPage } from './mfa-settings-page';

const SETTINGS: MfaSettings = {
  mfaEnrolled: true,
  mfaType: 'TOTP',
  destinations: { EMAIL: 'm***@example.org', SMS: null, VOICE: null },
  pendingMfaType: null,
  recoveryCodesLeft: 8,
};
const CODES = ['abcde-fghjk', '12345-67890'];

const show = () => renderInPortal(<MfaSettingsPage />, { member: memberInfo(), path: '/account/mfa' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sign-in security page', () => {
  it('asks an authenticator-app member for the code the app shows, with nothing to send', async () => {
    const server = stubServer({
      'GET /v1/web/member/mfa-settings': { body: SETTINGS },
      'PUT /v2/web/member/mfa/elevated-role/verify-code': { body: { elevatedRoleToken: 'elevated' } },
      'POST /v4/web/member/update-mfa-preference': {
        body: { settings: { ...SETTINGS, mfaEnrolled: false, mfaType: null }, codeSent: null },
      },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off two-step verification' }));
    expect(screen.getByText(/enter the 6-digit code your authenticator app shows/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send me a code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(server.calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /v4/web/member/update-mfa-preference'),
    );
    expect(server.calls.some((call) => call.path.endsWith('/elevated-role/request-code'))).toBe(false);
  });

  it('sends the code by e-mail when the member gets codes by e-mail', async () => {
    const server = stubServer({
      'GET /v1/web/member/mfa-settings': { body: { ...SETTINGS, mfaType: 'EMAIL' } },
      'POST /v2/web/member/mfa/elevated-role/request-code': {
        body: { channel: 'EMAIL', maskedDestination: 'm***@example.org', totpSetup: null },
      },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off two-step verification' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText(/We sent a code to m\*\*\*@example.org/)).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path === '/v2/web/member/mfa/elevated-role/request-code')).toHaveLength(1);
  });

  it('shows how many recovery codes are left, warns when few are, and shows a new set once after a code', async () => {
    const server = stubServer({
      'GET /v1/web/member/mfa-settings': { body: { ...SETTINGS, recoveryCodesLeft: 2 } },
      'PUT /v2/web/member/mfa/elevated-role/verify-code': { body: { elevatedRoleToken: 'elevated' } },
      'POST /v1/web/member/mfa/recovery-codes': { body: { recoveryCodes: CODES, settings: { ...SETTINGS, recoveryCodesLeft: 10 } } },
    });
    show();
    expect(await screen.findByText('Unused recovery codes: 2')).toBeInTheDocument();
    expect(screen.getByText(/running out of recovery codes/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    await userEvent.type(screen.getByLabelText(/Code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list).toHaveTextContent('abcde-fghjk');
    expect(list).toHaveTextContent('12345-67890');
    const regenerate = server.calls.find((call) => call.path === '/v1/web/member/mfa/recovery-codes');
    expect(regenerate?.headers).toMatchObject({ 'x-elevated-role-token': 'elevated' });
    // Leaving needs the member to say they saved them; after that the codes are gone from the page.
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await userEvent.click(screen.getByLabelText('I have saved my recovery codes somewhere safe'));
    await userEvent.click(done);
    expect(screen.queryByText('abcde-fghjk')).not.toBeInTheDocument();
    expect(await screen.findByText('Unused recovery codes: 10')).toBeInTheDocument();
  });
});
