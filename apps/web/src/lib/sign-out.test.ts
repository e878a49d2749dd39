import { toWireCase } from '@portal/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessToken, clientConfiguration, memberInfo } from '../test/fixtures';
import { configureApiClient } from './api-client';
import { CLIENT_CONFIGURATION_KEY, clientConfigurationQuery } from './api/get-client-configuration';
import { memberInfoQuery } from './api/get-member-info';
import { flashStore } from './flash';
import { sessionStore } from './session-store';
import { signOut } from './sign-out';

const fetchMock = vi.fn<typeof fetch>();

async function signedInClient(): Promise<QueryClient> {
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
  });
  return queryClient;
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  flashStore.set([]);
  configureApiClient({
    context: () => ({
      clientAbbreviation: 'HARBOR',
      storagePartition: 'harbor',
      correlationId: 'c',
      memberLanguage: null,
      preLoginLanguage: null,
      cohortId: null,
      trackingParameters: null,
      member: null,
    }),
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
  });

  it("says 'Session Expired!' when forced, without calling the server the session is already lost on", async () => {
    await signOut(await signedInClient(), 'forced');
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/v1/web/member/logout');
    expect(flashStore.get()).toEqual([expect.objectContaining({ kind: 'error', text: 'Session Expired!' })]);
  });

  it('gives the security message after inactivity and the refresh message when renewal failed', async () => {
    await signOut(await signedInClient(), 'inactivity');
    await signOut(await signedInClient(), 'refresh-failed');
    expect(flashStore.get().map((message) => message.text)).toEqual([
      'Session expired do to inactivity.',
      'Your session could not be renewed. Please sign in again.',
    ]);
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
});
