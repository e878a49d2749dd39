import { PERMISSIONS } from '@portal/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../lib/api-client';
import { sessionStore } from '../lib/session-store';
import { memberInfo, visitorContext } from '../test/fixtures';
import { renderInPortal } from '../test/render';
import { RootLayout } from './root-layout';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() =>
    Promise.resolve(new Response(JSON.stringify(memberInfo()), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ context: () => visitorContext(), onUnauthorized: () => undefined });
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const memberInfoRequests = () => fetchMock.mock.calls.filter(([url]) => (url as string).includes('/member/member-info'));
const session = (permissions: string[]) => ({
  memberId: 42,
  jwt: 'token',
  refreshToken: null,
  expiresAt: Date.now() + 600_000,
  permissions,
});

describe('RootLayout', () => {
  it('asks for member info only once the second step of sign-in is done, never with a token the server refuses', async () => {
    renderInPortal(<RootLayout />, { path: '/login-verify' });
    act(() => sessionStore.set(session([`${PERMISSIONS.mfaVerificationRequired}::EMAIL`])));
    // The layout has settled (its skip link shows) while the code is awaited.
    expect(await screen.findByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(memberInfoRequests()).toEqual([]);

    act(() => sessionStore.set(session(['manage_member_account::data'])));
    await waitFor(() => expect(memberInfoRequests()).toHaveLength(1));
  });

  it('does not ask for member info for a single sign-on still waiting for registration', async () => {
    renderInPortal(<RootLayout />, { path: '/register-sso' });
    act(() => sessionStore.set(session([PERMISSIONS.ssoRegistrationRequired])));
    expect(await screen.findByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(memberInfoRequests()).toEqual([]);
  });
});
