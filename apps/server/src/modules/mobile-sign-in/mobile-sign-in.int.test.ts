import {
  DEVICE_POLL_INTERVAL_SECONDS,
  USER_CODE_ALPHABET,
  USER_CODE_ATTEMPT_WINDOW_MS,
  USER_CODE_LIFETIME_MS,
  USER_CODE_MAX_ATTEMPTS_PER_MEMBER,
} from '@portal/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HARBOR } from '../../../test/identity-flows';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';

let harness: TestApp;
let jwt: string;

beforeAll(async () => {
  harness = await createTestApp();
  jwt = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).jwt;
});

afterAll(async () => {
  await harness.close();
});

beforeEach(() => {
  // Past both the codes' lifetime and the window that counts a member's entries.
  harness.clock.advance(Math.max(USER_CODE_LIFETIME_MS, USER_CODE_ATTEMPT_WINDOW_MS) + 60_000);
});

const start = (client = 'HARBOR') =>
  harness.app.inject({ method: 'POST', url: '/api/v1/mobile/device-authorization', headers: { 'x-client-abbreviation': client } });
const poll = (deviceCode: string) =>
  harness.app.inject({ method: 'POST', url: '/api/v1/mobile/token', headers: HARBOR, payload: { device_code: deviceCode } });
const enter = (userCode: string) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/v3/web/member/authentication-code/user-code',
    headers: { ...HARBOR, authorization: `Bearer ${jwt}` },
    payload: { user_code: userCode },
  });

async function started() {
  // A fresh session each time: the clock moves past sessions' idle limit between tests.
  jwt = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).jwt;
  return json<{ device_code: string; user_code: string; verification_uri: string; expires_in: number; interval: number }>(await start());
}

describe('mobile sign-in by code', () => {
  it('gives the app a 6-character code of unambiguous characters, then its tokens once the member enters it', async () => {
    const request = await started();
    expect(request.user_code).toMatch(new RegExp(`^[${USER_CODE_ALPHABET}]{6}$`));
    expect(request).toMatchObject({
      expires_in: 600,
      interval: DEVICE_POLL_INTERVAL_SECONDS,
      verification_uri: expect.stringMatching(/\/mobile-sign-in$/),
    });
    expect(json(await poll(request.device_code))).toMatchObject({ error: { code: 'AUTHORIZATION_PENDING' } });
    expect(json(await poll(request.device_code))).toMatchObject({ error: { code: 'SLOW_DOWN' } });
    const typed = `${request.user_code.slice(0, 3).toLowerCase()}-${request.user_code.slice(3)}`;
    expect(json(await enter(typed))).toEqual({ approved: true });
    harness.clock.advance(DEVICE_POLL_INTERVAL_SECONDS * 1000);
    const tokens = json(await poll(request.device_code));
    expect(tokens).toMatchObject({ member_id: expect.any(Number), jwt: expect.any(String), refresh_token: expect.any(String) });
    harness.clock.advance(DEVICE_POLL_INTERVAL_SECONDS * 1000);
    expect(json(await poll(request.device_code))).toMatchObject({ error: { code: 'EXPIRED_TOKEN' } });
  });

  it("says 'Authorization code required' and 'Invalid authorization code'", async () => {
    await started();
    expect(json(await enter('  '))).toMatchObject({
      error: { code: 'AUTHORIZATION_CODE_REQUIRED', message: 'Authorization code required' },
    });
    expect(json(await enter('ZZZZZZ'))).toMatchObject({
      error: { code: 'INVALID_AUTHORIZATION_CODE', message: 'Invalid authorization code' },
    });
  });

  it('accepts a code once, even entered 16 times at once', async () => {
    const request = await started();
    const answers = await Promise.all(Array.from({ length: 16 }, () => enter(request.user_code)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
  });

  it(`caps a member at ${USER_CODE_MAX_ATTEMPTS_PER_MEMBER} wrong codes`, async () => {
    const request = await started();
    for (let attempt = 0; attempt < USER_CODE_MAX_ATTEMPTS_PER_MEMBER; attempt += 1) await enter('ACDEFG');
    expect(json(await enter(request.user_code))).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });

  it('keeps counting wrong entries after the member approves a code of their own', async () => {
    const own = await started();
    const wrongBefore = USER_CODE_MAX_ATTEMPTS_PER_MEMBER - 2;
    for (let attempt = 0; attempt < wrongBefore; attempt += 1) {
      expect(json(await enter('ACDEFG'))).toMatchObject({ error: { code: 'INVALID_AUTHORIZATION_CODE' } });
    }
    expect(json(await enter(own.user_code))).toEqual({ approved: true });
    expect(json(await enter('ACDEFG'))).toMatchObject({ error: { code: 'INVALID_AUTHORIZATION_CODE' } });
    const next = await started();
    expect(json(await enter('ACDEFG'))).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(json(await enter(next.user_code))).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });

  it('expires the code after 10 minutes', async () => {
    const request = await started();
    harness.clock.advance(USER_CODE_LIFETIME_MS + 1_000);
    jwt = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).jwt;
    expect(json(await enter(request.user_code))).toMatchObject({ error: { code: 'INVALID_AUTHORIZATION_CODE' } });
    expect(json(await poll(request.device_code))).toMatchObject({ error: { code: 'EXPIRED_TOKEN' } });
  });

  it('is not offered by a plan without AUTHORIZATION_CODE_AUTH', async () => {
    expect(json(await start('MESA'))).toMatchObject({ error: { code: 'FEATURE_DISABLED' } });
  });
});
