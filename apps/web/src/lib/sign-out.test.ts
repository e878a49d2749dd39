import { toWireCase } from '@portal/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessToken, clientConfiguration, memberInfo, visitorContext } from '../test/fixtures';
import { configureApiClient } from './api-client';
import { CLIENT_CONFIGURATION_KEY, clientConfigurationQuery } from './api/get-client-configuration';
import { memberInfoQuery } from './api/get-member-info';
import { flashStore } from './flash';
import { sessionStore } from './session-store';
import { signOut } from './sign-out';
import { keepSignOutNotice, signOutNotice } from './sign-out-notice';

const fetchMock = vi.fn<typeof fetch>();

async function signedInClient(signIn: { loginType?: string; memberLoginUrl?: string | null } = {}): Promise<QueryClient> {
  const queryClient = new QueryClient();
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(toWireCase(clientConfiguration())), { status: 200 }));
  await queryClient.prefetchQuery(clientConfigurationQuery);
  fetchMock.mockClear();
  queryClient.setQueryData(memberInfoQuery(42).queryKey, memberInfo());
  queryClient.setQueryData(['messages', 42], { messages: [] });
  sessionStore.set({
    memberId: 42,
    jwt: accessToken({ exp: 2_000_000_000 }),
    refreshToken: 'r',
    expiresAt: 2_000_000_000_000,
    permissions: [],
    ...signIn,
  });
  return queryClient;
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  flashStore.set([]);
  keepSignOutNotice(null);
  configureApiClient({
    context: () => visitorContext(),
    onUnauthorized: () => undefined,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signOut', () => {
  it('ends the session on the server, clears the token and every store but the client configuration, and reloads it', async () => {
    const queryClient = await signedInClient();
    await signOut(queryClient, 'member');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/web/member/logout', '/api/v1/web/client/configuration']);
    expect(sessionStore.get()).toBeNull();
    expect(queryClient.getQueryData(memberInfoQuery(42).queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(['messages', 42])).toBeUndefined();
    expect(queryClient.getQueryData(CLIENT_CONFIGURATION_KEY)).toBeDefined();
    expect(flashStore.get()).toEqual([]);
    expect(signOutNotice()).toBeNull();
  });

  it("keeps 'Session Expired!' for the sign-in page when forced, without calling the server the session is already lost on", async () => {
    await signOut(await signedInClient(), 'forced');
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/v1/web/member/logout');
    expect(signOutNotice()).toBe('session.expired');
    expect(flashStore.get()).toEqual([]);
  });

  it('keeps the security message after inactivity and the refresh message when renewal failed, until a sign-out the member asked for', async () => {
    await signOut(await signedInClient(), 'inactivity');
    expect(signOutNotice()).toBe('session.inactivity');
    await signOut(await signedInClient(), 'refresh-failed');
    expect(signOutNotice()).toBe('session.refreshFailed');
    await signOut(await signedInClient(), 'member');
    expect(signOutNotice()).toBeNull();
  });

  it('after the account is deleted, says so without a logout call the server would refuse', async () => {
    await signOut(await signedInClient(), 'account-deleted');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/web/client/configuration']);
    expect(sessionStore.get()).toBeNull();
    expect(flashStore.get()).toEqual([expect.objectContaining({ kind: 'success', text: 'Your account has been deleted.' })]);
  });

  it('does nothing when nobody is signed in', async () => {
    sessionStore.set(null);
    await signOut(new QueryClient(), 'forced');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(flashStore.get()).toEqual([]);
  });

  describe('after single sign-on', () => {
    const assign = vi.fn<(url: string) => void>();
    beforeEach(() => {
      assign.mockReset();
      vi.stubGlobal('location', { ...window.location, assign });
    });

    it("goes to the plan's member sign-in page after a sign-in the plan's site started", async () => {
      await signOut(await signedInClient({ loginType: 'SSO_SAML_IDP_INIT', memberLoginUrl: 'https://plan.example/members' }), 'member');
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/v1/web/member/logout');
      expect(sessionStore.get()).toBeNull();
      expect(assign).toHaveBeenCalledWith('https://plan.example/members');
    });

    it('stays in the portal after a sign-in the portal started, or without a member sign-in address', async () => {
      await signOut(await signedInClient({ loginType: 'SSO_OIDC', memberLoginUrl: 'https://plan.example/members' }), 'member');
      await signOut(await signedInClient({ loginType: 'SSO_SAML_SP_INIT', memberLoginUrl: 'https://plan.example/members' }), 'forced');
      expect(signOutNotice()).toBe('session.expired');
      await signOut(await signedInClient({ loginType: 'SSO_SAML_IDP_INIT', memberLoginUrl: null }), 'member');
      expect(assign).not.toHaveBeenCalled();
    });
  });
});
