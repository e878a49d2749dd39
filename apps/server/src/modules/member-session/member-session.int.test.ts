import { ACCESS_TOKEN_LIFETIME_SECONDS, SESSION_IDLE_LIMIT_MS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';
import { createMemberSessions } from '../../core/member-sessions';
import { issueAccessToken, verifyAccessToken } from '../../lib/access-tokens';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});

afterAll(async () => {
  await harness.close();
});

const login = (payload: Record<string, unknown>, client = 'HARBOR') =>
  harness.app.inject({ method: 'POST', url: '/api/v2/web/member/login', headers: { 'x-client-abbreviation': client }, payload });

const memberInfo = (jwt: string, client = 'HARBOR') =>
  harness.app.inject({
    method: 'GET',
    url: '/api/v3/web/member/member-info',
    headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': client },
  });

describe('POST /api/v2/web/member/login', () => {
  it('answers member id, jwt, refresh token and MFA type for the right password', async () => {
    const response = await login({ username: 'maria.lopez', password: DEMO_PASSWORD.HARBOR, issue_refresh_token: true });
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body).toEqual({ member_id: expect.any(Number), jwt: expect.any(String), refresh_token: expect.any(String), mfa_type: null });
    expect(String(body.jwt).split('.')).toHaveLength(3);
  });

  it('leaves the refresh token out when the caller asks for none', async () => {
    const body = json(await login({ username: 'maria.lopez', password: DEMO_PASSWORD.HARBOR, issue_refresh_token: false }));
    expect(body.refresh_token).toBeNull();
  });

  it('matches the username without regard to case', async () => {
    expect((await login({ username: 'Maria.Lopez', password: DEMO_PASSWORD.HARBOR })).statusCode).toBe(200);
  });

  it('gives one answer for a wrong password and for an unknown username', async () => {
    const wrongPassword = await login({ username: 'maria.lopez', password: 'Wrong!2026' });
    const unknownUser = await login({ username: 'nobody.here', password: 'Wrong!2026' });
    const otherClientsMember = await login({ username: 'robert.chen', password: DEMO_PASSWORD.MESA });
    for (const response of [wrongPassword, unknownUser, otherClientsMember]) {
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' } });
    }
  });

  it('refuses a username with spaces with the validUserNameLogin message', async () => {
    const response = await login({ username: 'maria lopez', password: DEMO_PASSWORD.HARBOR });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { username: 'validation.validUserNameLogin' } },
    });
  });

  it('names each missing field', async () => {
    const response = await login({});
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { username: 'validation.required', password: 'validation.required' } },
    });
  });

  it('records the sign-in, so member info shows when the member last signed in', async () => {
    const first = await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR);
    const firstSeen = json(await memberInfo(first.jwt)).last_login as { activity_ts: string };
    expect(Date.parse(firstSeen.activity_ts)).toBe(harness.clock.now().getTime());
    harness.clock.advance(60_000);
    const second = await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR);
    // The last sign-in shown is the one before this session.
    expect(json(await memberInfo(second.jwt)).last_login).toEqual(firstSeen);
  });
});

describe('sessions', () => {
  it('ends on logout: the same token is refused afterwards', async () => {
    const { jwt } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    expect((await memberInfo(jwt)).statusCode).toBe(200);
    const logout = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/web/member/logout',
      headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': 'HARBOR' },
    });
    expect(logout.statusCode).toBe(200);
    const after = await memberInfo(jwt);
    expect(after.statusCode).toBe(401);
    expect(json(after)).toMatchObject({ error: { code: 'SESSION_EXPIRED' } });
  });

  it('ends on another server process too, within a couple of seconds, though that process trusted it', async () => {
    const { jwt } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    const harbor = (await harness.services.clients.findClient('HARBOR'))!.configuration.id;
    const otherProcess = createMemberSessions(harness.database.db, harness.keys, harness.clock);
    await otherProcess.authenticate(jwt, harbor);
    await harness.app.inject({
      method: 'POST',
      url: '/api/v1/web/member/logout',
      headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': 'HARBOR' },
    });
    const outcome = () =>
      otherProcess.authenticate(jwt, harbor).then(
        () => 'accepted',
        (error: { code?: string }) => error.code,
      );
    await expect.poll(outcome, { timeout: 3_000, interval: 100 }).toBe('SESSION_EXPIRED');
  });

  it('ends after 15 minutes without a request, enforced by the server', async () => {
    const { jwt } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    // A token that outlives the idle limit, so only the idle rule can end the session.
    const claims = await verifyAccessToken(harness.keys, jwt, harness.clock.now());
    const longLived = (await issueAccessToken(harness.keys, claims, harness.clock.now(), 3600)).token;
    harness.clock.advance(SESSION_IDLE_LIMIT_MS - 1_000);
    expect((await memberInfo(longLived)).statusCode).toBe(200);
    // That request was activity: the idle clock starts again from it.
    harness.clock.advance(SESSION_IDLE_LIMIT_MS - 1_000);
    expect((await memberInfo(longLived)).statusCode).toBe(200);
    harness.clock.advance(SESSION_IDLE_LIMIT_MS + 1_000);
    const idle = await memberInfo(longLived);
    expect(idle.statusCode).toBe(401);
    expect(json(idle)).toMatchObject({ error: { code: 'SESSION_EXPIRED' } });
    // The session is over for good, not just for this request.
    harness.clock.advance(-(SESSION_IDLE_LIMIT_MS + 1_000));
    expect((await memberInfo(longLived)).statusCode).toBe(401);
  });

  it('refuses the access token once it has expired', async () => {
    const { jwt } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    harness.clock.advance(ACCESS_TOKEN_LIFETIME_SECONDS * 1000 + 1_000);
    const response = await memberInfo(jwt);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ error: { code: 'SESSION_EXPIRED' } });
  });

  it('refuses a token used with another client', async () => {
    const { jwt } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    const response = await memberInfo(jwt, 'MESA');
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses a call without a token, or with a malformed one', async () => {
    const none = await harness.app.inject({
      method: 'GET',
      url: '/api/v3/web/member/member-info',
      headers: { 'x-client-abbreviation': 'HARBOR' },
    });
    expect(none.statusCode).toBe(401);
    expect(json(none)).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    expect((await memberInfo('not-a-token')).statusCode).toBe(401);
  });
});
