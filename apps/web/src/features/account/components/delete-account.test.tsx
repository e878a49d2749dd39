import { REQUEST_HEADERS } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flashStore } from '../../../lib/flash';
import { sessionStore } from '../../../lib/session-store';
import { memberInfo } from '../../../test/fixtures';
import { renderInPortal } from '../../../test/render';
import { CurrentPath, failure, stubServer } from '../test/account-harness';
import { DeleteAccount } from './delete-account';

const show = () =>
  renderInPortal(
    <>
      <DeleteAccount />
      <CurrentPath />
    </>,
    { member: memberInfo(), path: '/account' },
  );

const CODE_SENT = { channel: 'EMAIL', maskedDestination: 'm***@example.org', totpSetup: null };

beforeEach(() => {
  flashStore.set([]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('deleting the account', () => {
  it('says what is deleted and what the health plan keeps before anything happens', async () => {
    const server = stubServer({});
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText('your username and password')).toBeInTheDocument();
    expect(within(dialog).getByText('Your health plan keeps:')).toBeInTheDocument();
    expect(within(dialog).getByText('your rewards history and completed activities')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls).toEqual([]);
  });

  it('confirms with an elevated-role code, deletes with its token, signs out and lands on sign-in saying so', async () => {
    const server = stubServer({
      'POST /v2/web/member/mfa/elevated-role/request-code': { body: CODE_SENT },
      'PUT /v2/web/member/mfa/elevated-role/verify-code': { body: { elevatedRoleToken: 'elevated-token' } },
      'DELETE /v1/web/member/registration': { body: { saved: true } },
    });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send me a code to confirm' }));
    expect(await screen.findByText('We sent a code to m***@example.org. It expires in 10 minutes.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account now' }));
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(server.calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /v2/web/member/mfa/elevated-role/request-code',
      'PUT /v2/web/member/mfa/elevated-role/verify-code',
      'DELETE /v1/web/member/registration',
    ]);
    expect(server.calls[2]?.headers[REQUEST_HEADERS.elevatedRoleToken]).toBe('elevated-token');
    expect(sessionStore.get()).toBeNull();
    expect(flashStore.get()).toEqual([expect.objectContaining({ kind: 'success', text: 'Your account has been deleted.' })]);
  });

  it('keeps the member signed in when the code is wrong', async () => {
    stubServer({
      'POST /v2/web/member/mfa/elevated-role/request-code': { body: CODE_SENT },
      'PUT /v2/web/member/mfa/elevated-role/verify-code': failure(400, 'MFA_INVALID_CODE'),
    });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send me a code to confirm' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code' }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct. Please try again.');
    expect(sessionStore.get()).not.toBeNull();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/account');
  });
});
