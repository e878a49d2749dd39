import { LOGIN_LOCK_MS, LOGIN_MAX_FAILED_ATTEMPTS } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARBOR, JAMES, register } from '../../../test/identity-flows';
import { createTestApp, json, latestCode, type TestApp } from '../../../test/test-app';
import { members } from '../../db/schema';
import { argon2Verifier, type PasswordVerifier } from '../../lib/passwords';

let harness: TestApp;
/** Password checks the server evaluated, counted by the verifier the test hands it. */
let evaluations = 0;
const countingVerifier: PasswordVerifier = {
  verify: (hash, password) => {
    evaluations += 1;
    return argon2Verifier.verify(hash, password);
  },
  verifyAgainstDecoy: (password) => argon2Verifier.verifyAgainstDecoy(password),
};

/** James registers in the portal: his session, refresh token and remembered device. */
let registered: { jwt: string; refresh_token: string; remember_token: string; member_id: number };
let password = JAMES.password;

beforeAll(async () => {
  harness = await createTestApp({ passwords: countingVerifier });
  registered = await register(harness);
});

afterAll(async () => {
  await harness.close();
});

const login = (body: object) => harness.app.inject({ method: 'POST', url: '/api/v2/web/member/login', headers: HARBOR, payload: body });
/**
 * A complete session on this device: the remembered device skips the MFA code; once it is
 * voided, the code sent by e-mail signs in and remembers the device again.
 */
async function signInRemembered(): Promise<{ jwt: string; refreshToken: string }> {
  const response = await login({ username: JAMES.username, password, remember_token: registered.remember_token });
  const body = json<{ jwt: string; refresh_token: string | null; mfa_type: string | null }>(response);
  if (body.mfa_type === null) return { jwt: body.jwt, refreshToken: body.refresh_token! };
  const pending = { ...HARBOR, authorization: `Bearer ${body.jwt}` };
  await harness.app.inject({ method: 'POST', url: '/api/v2/web/member/mfa/request-code', headers: pending });
  const verified = await harness.app.inject({
    method: 'PUT',
    url: '/api/v2/web/member/mfa/verify-code',
    headers: pending,
    payload: { totp: await latestCode(harness.services, JAMES.email) },
  });
  const session = json<{ jwt: string; refresh_token: string; remember_token: string }>(verified);
  registered = { ...registered, remember_token: session.remember_token };
  return { jwt: session.jwt, refreshToken: session.refresh_token };
}
const change = (jwt: string, oldPassword: string, newPassword: string) =>
  harness.app.inject({
    method: 'PUT',
    url: '/api/v1/web/member/update/password',
    headers: { ...HARBOR, authorization: `Bearer ${jwt}` },
    payload: { old_password: oldPassword, new_password: newPassword },
  });
const memberInfoStatus = async (jwt: string) =>
  (
    await harness.app.inject({
      method: 'GET',
      url: '/api/v3/web/member/member-info',
      headers: { ...HARBOR, authorization: `Bearer ${jwt}` },
    })
  ).statusCode;
const refresh = (refreshToken: string) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/v1/web/member/renew-jwt-with-refresh',
    headers: HARBOR,
    payload: { refresh_token: refreshToken },
  });
const passwordRecord = async () =>
  (
    await harness.database.db
      .select({ passwordHash: members.passwordHash, passwordChangedAt: members.passwordChangedAt })
      .from(members)
      .where(eq(members.id, registered.member_id))
  )[0]!;

describe('changing the password', () => {
  it("answers 'Invalid old password' for a wrong old password, and changes nothing", async () => {
    const { jwt } = await signInRemembered();
    const before = await passwordRecord();
    const response = await change(jwt, 'Wrong#2026', 'Brand#New2026');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      error: { code: 'INVALID_OLD_PASSWORD', message: 'Invalid old password', fields: { old_password: 'validation.invalid' } },
    });
    expect(await passwordRecord()).toEqual(before);
  });

  it.each(['Sh#rt1a', 'nouppercase#1', 'NOLOWERCASE#1', 'NoNumbers#here', 'NoSpecial123', ''])(
    "answers 'Password does not meet requirements' for %j, and changes nothing",
    async (newPassword) => {
      const { jwt } = await signInRemembered();
      const before = await passwordRecord();
      const response = await change(jwt, password, newPassword);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({
        error: {
          code: 'PASSWORD_RULES_NOT_MET',
          message: 'Password does not meet requirements',
          fields: { new_password: 'validation.passwordRules' },
        },
      });
      expect(await passwordRecord()).toEqual(before);
    },
  );

  it('stores the new password, ends the other sessions, their refresh tokens and remembered devices, and keeps this one', async () => {
    const other = await signInRemembered();
    const current = await signInRemembered();
    harness.clock.advance(60_000);
    // Both in use just now, so the server holds them as live without reading their rows.
    for (const jwt of [other.jwt, registered.jwt]) expect(await memberInfoStatus(jwt)).toBe(200);
    const before = await passwordRecord();

    const response = await change(current.jwt, password, 'Brand#New2026');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ saved: true });
    password = 'Brand#New2026';
    // Refused at once, not only once the server next looks for revoked sessions.
    for (const ended of [other.jwt, registered.jwt]) expect(await memberInfoStatus(ended)).toBe(401);

    const after = await passwordRecord();
    expect(after.passwordHash).toMatch(/^\$argon2id\$/);
    expect(after.passwordHash).not.toBe(before.passwordHash);
    expect(after.passwordChangedAt).toEqual(harness.clock.now());

    expect(await memberInfoStatus(current.jwt)).toBe(200);
    expect(json(await refresh(current.refreshToken))).toMatchObject({ jwt: expect.any(String) });
    for (const ended of [other.refreshToken, registered.refresh_token]) {
      expect(json(await refresh(ended))).toMatchObject({ error: { code: 'REFRESH_TOKEN_INVALID' } });
    }

    expect(json(await login({ username: JAMES.username, password: JAMES.password }))).toMatchObject({
      error: { code: 'INVALID_CREDENTIALS' },
    });
    // The remembered device must pass MFA again.
    const signedIn = json(await login({ username: JAMES.username, password, remember_token: registered.remember_token }));
    expect(signedIn).toMatchObject({ mfa_type: 'EMAIL' });
  });
});

describe('the old password against guessing', () => {
  it('is checked at most as often as sign-in allows, then refused until the lock ends', async () => {
    const { jwt } = await signInRemembered();
    const before = await passwordRecord();
    evaluations = 0;
    const guesses = await Promise.all(
      Array.from({ length: LOGIN_MAX_FAILED_ATTEMPTS + 3 }, (_, index) => change(jwt, `Guess#${index}aA`, 'Other#New2026')),
    );
    expect(evaluations).toBe(LOGIN_MAX_FAILED_ATTEMPTS);
    const codes = guesses.map((guess) => json<{ error: { code: string } }>(guess).error.code).sort();
    expect(codes).toEqual([...Array(LOGIN_MAX_FAILED_ATTEMPTS).fill('INVALID_OLD_PASSWORD'), ...Array(3).fill('RATE_LIMITED')].sort());

    // Even the right password waits for the lock to end.
    const locked = await change(jwt, password, 'Other#New2026');
    expect(locked.statusCode).toBe(429);
    expect(json(locked)).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(await passwordRecord()).toEqual(before);

    harness.clock.advance(LOGIN_LOCK_MS + 1000);
    // A new session: the old one has been idle longer than the lock.
    const fresh = await signInRemembered();
    expect(json(await change(fresh.jwt, password, 'Other#New2026'))).toEqual({ saved: true });
  });
});
