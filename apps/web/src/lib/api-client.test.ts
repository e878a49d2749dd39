import { getDisclaimerCall } from '@portal/contract/clients';
import { getMemberInfoCall } from '@portal/contract/member-info';
import { loginCall, logoutCall } from '@portal/contract/member-session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, callUrl, configureApiClient } from './api-client';
import type { RequestContext } from './request-headers';
import { visitorContext } from '../test/fixtures';

const context = visitorContext();

let signedIn: RequestContext['member'] = null;
const onUnauthorized = vi.fn();
const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  signedIn = null;
  onUnauthorized.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ context: () => ({ ...context, member: signedIn }), onUnauthorized });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('sends the body in snake_case and reads the answer in camelCase', async () => {
    fetchMock.mockResolvedValue(answer(200, { member_id: 42, jwt: 'j', refresh_token: 'r', mfa_type: null }));
    const result = await callApi(loginCall, { body: { username: 'u', password: 'p', issueRefreshToken: true } });
    expect(result).toEqual({ memberId: 42, jwt: 'j', refreshToken: 'r', mfaType: null });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v2/web/member/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ username: 'u', password: 'p', issue_refresh_token: true });
    expect((init?.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect((init?.headers as Record<string, string>)['x-client-abbreviation']).toBe('HARBOR');
  });

  it('keeps query parameter names as the spec gives them and fills path parameters', () => {
    expect(callUrl('/api', getMemberInfoCall, { query: { impersonatedMemberId: 5, unused: undefined } })).toBe(
      '/api/v3/web/member/member-info?impersonatedMemberId=5',
    );
    expect(callUrl('/portal-api', getDisclaimerCall, { params: { id: 3 } })).toBe('/portal-api/v1/web/client/disclaimers/3');
  });

  it("turns the server's error into an ApiError with its code and camelCase field names", async () => {
    fetchMock.mockResolvedValue(
      answer(400, { error: { code: 'VALIDATION_FAILED', message: 'x', fields: { issue_refresh_token: 'validation.invalid' } } }),
    );
    const failure = await callApi(loginCall, { body: { username: 'u', password: 'p' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fields: { issueRefreshToken: 'validation.invalid' } });
  });

  it('forces a logout on a 401 to a signed-in call', async () => {
    signedIn = { memberId: 42, jwt: 'j', activeCoverageIds: [], dependentIds: [] };
    fetchMock.mockResolvedValue(answer(401, { error: { code: 'SESSION_EXPIRED', message: 'x' } }));
    await expect(callApi(getMemberInfoCall)).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not log out a visitor whose sign-in was refused', async () => {
    fetchMock.mockResolvedValue(answer(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' } }));
    await expect(callApi(loginCall, { body: { username: 'u', password: 'p' } })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as NETWORK and an unreadable failure as INTERNAL_ERROR', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(callApi(logoutCall)).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(callApi(logoutCall)).rejects.toMatchObject({ status: 502, code: 'INTERNAL_ERROR' });
  });
});
