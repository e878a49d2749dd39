import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../api-client';
import { sessionStore } from '../session-store';
import { staffSessionStore } from '../staff-session-store';
import { logoutOnServer } from './logout';
import { visitorContext } from '../../test/fixtures';

const fetchMock = vi.fn<typeof fetch>();
const context = visitorContext();
const session = { memberId: 7, jwt: 'view-token', refreshToken: null, expiresAt: Date.now() + 60_000, permissions: [] };

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ context: () => context, onUnauthorized: () => undefined });
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
  staffSessionStore.set(null);
});

const requested = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url as string}`);

describe('logoutOnServer', () => {
  it("ends a member's own session with the member logout", async () => {
    sessionStore.set(session);
    await logoutOnServer();
    expect(requested()).toEqual(['POST /api/v1/web/member/logout']);
  });

  it("ends a staff view of a member's portal with the staff token, never with a member logout", async () => {
    sessionStore.set({ ...session, impersonation: { id: 'view-1', clientAbbreviation: 'MESA' } });
    staffSessionStore.set({ jwt: 'staff-token', account: { id: 1, username: 's', displayName: 'S', role: 'SUPPORT', disabled: false } });
    await logoutOnServer();
    expect(requested()).toEqual(['DELETE /api/v1/staff/impersonations/view-1']);
    const headers = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer staff-token');
  });
});
