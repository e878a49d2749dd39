import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';
import { accessToken, visitorContext } from '../../../test/fixtures';
import { renderInPortal } from '../../../test/render';
import { LoginForm } from './login-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({
    context: () => visitorContext(),
    onUnauthorized: () => undefined,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginForm', () => {
  it('refuses a username with spaces before calling the server', async () => {
    renderInPortal(<LoginForm onSignedIn={() => undefined} />);
    await userEvent.type(screen.getByLabelText(/Username/), 'maria lopez');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Spaces are no longer allowed in usernames. Please enter your username without spaces.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says a field is required, tied to the field for screen readers', async () => {
    renderInPortal(<LoginForm onSignedIn={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const username = screen.getByLabelText(/Username/);
    expect(username).toHaveAttribute('aria-invalid', 'true');
    const description = document.getElementById(username.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(description).toHaveTextContent('This field is required');
  });

  it('shows one message for wrong credentials, and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' } }), { status: 401 }),
    );
    renderInPortal(<LoginForm onSignedIn={() => undefined} />);
    await userEvent.type(screen.getByLabelText(/Username/), 'maria.lopez');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(screen.getByLabelText(/Username/)).toHaveValue('maria.lopez');
  });

  it('starts the session and tells the page whether MFA is still needed', async () => {
    const jwt = accessToken({ exp: Math.floor(Date.now() / 1000) + 600 });
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ member_id: 42, jwt, refresh_token: 'r', mfa_type: null }), { status: 200 }));
    const onSignedIn = vi.fn();
    renderInPortal(<LoginForm onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText(/Username/), 'maria.lopez');
    await userEvent.type(screen.getByLabelText(/Password/), 'right');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ mfaType: null }, 'maria.lopez'));
    expect(sessionStore.get()).toMatchObject({ memberId: 42, jwt, refreshToken: 'r' });
    expect(JSON.parse(fetchMock.mock.calls[0]![1]?.body as string)).toEqual({
      username: 'maria.lopez',
      password: 'right',
      remember_token: null,
      issue_refresh_token: true,
    });
  });

  it('sends the remember token this device keeps for the username', async () => {
    window.localStorage.setItem('portal:remember:maria.lopez', 'remembered-token');
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: { code: 'INVALID_CREDENTIALS', message: 'x' } }), { status: 401 }));
    renderInPortal(<LoginForm onSignedIn={() => undefined} />);
    await userEvent.type(screen.getByLabelText(/Username/), 'Maria.Lopez');
    await userEvent.type(screen.getByLabelText(/Password/), 'right');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(fetchMock.mock.calls[0]![1]?.body as string)).toMatchObject({ remember_token: 'remembered-token' });
  });
});
