import { MFA_CODE_LIFETIME_MS, MFA_LOCK_MS, MFA_MAX_FAILED_ATTEMPTS } from '@portal/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { issueAccessToken, verifyAccessToken } from '../../lib/access-tokens';
import { HARBOR, JAMES, register } from '../../../test/identity-flows';
import { createTestApp, json, latestCode, type TestApp } from '../../../test/test-app';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
  await register(harness);
});

afterAll(async () => {
  await harness.close();
});

// Each test starts with no failure counted: a lock from the one before has run out.
beforeEach(() => {
  harness.clock.advance(MFA_LOCK_MS + 1_000);
});

/** The same pre-MFA session, with a token that outlives the code, to isolate the code's expiry. */
async function longLived(jwt: string): Promise<string> {
  const claims = await verifyAccessToken(harness.keys, jwt, harness.clock.now());
  return (await issueAccessToken(harness.keys, claims, harness.clock.now(), 3600)).token;
}

const bearer = (jwt: string) => ({ ...HARBOR, authorization: `Bearer ${jwt}` });

async function login(rememberToken?: string, password = JAMES.password) {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/v2/web/member/login',
    headers: HARBOR,
    payload: { username: JAMES.username, password, remember_token: rememberToken ?? null },
  });
  return json<{ member_id: number; jwt: string; refresh_token: string | null; mfa_type: string | null }>(response);
}

const requestCode = (jwt: string) =>
  harness.app.inject({ method: 'POST', url: '/api/v2/web/member/mfa/request-code', headers: bearer(jwt) });
const verify = (jwt: string, totp: string) =>
  harness.app.inject({ method: 'PUT', url: '/api/v2/web/member/mfa/verify-code', headers: bearer(jwt), payload: { totp } });

describe('sign-in with MFA', () => {
  it('answers a token that needs MFA, then, with the e-mailed code, the full session and a remember token', async () => {
    const pending = await login();
    expect(pending).toMatchObject({ mfa_type: 'EMAIL', refresh_token: null });
    const sent = await requestCode(pending.jwt);
    expect(json(sent)).toEqual({ channel: 'EMAIL', masked_destination: 'j***@example.org', totp_setup: null });
    const verified = await verify(pending.jwt, await latestCode(harness.services, JAMES.email));
    expect(verified.statusCode).toBe(200);
    const session = json<{ jwt: string; refresh_token: string; remember_token: string }>(verified);
    expect(session).toMatchObject({ jwt: expect.any(String), refresh_token: expect.any(String), remember_token: expect.any(String) });
    expect(
      (await harness.app.inject({ method: 'GET', url: '/api/v3/web/member/member-info', headers: bearer(session.jwt) })).statusCode,
    ).toBe(200);

    // The remember token lets this device skip MFA next time.
    expect(await login(session.remember_token)).toMatchObject({ mfa_type: null, refresh_token: expect.any(String) });
    expect((await login('not-a-remember-token')).mfa_type).toBe('EMAIL');
  });

  it('refuses the pre-MFA token on every call but the MFA ones', async () => {
    const pending = await login();
    const document = json<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>(
      await harness.app.inject({ method: 'GET', url: '/api/docs/json' }),
    );
    const memberCalls = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security !== undefined)
        .map(([method, _operation]) => ({ method: method.toUpperCase(), path })),
    );
    const mfaCalls = new Set([
      '/api/v2/web/member/mfa/request-code',
      '/api/v2/web/member/mfa/verify-code',
      '/api/v1/web/member/mfa/verify-recovery-code',
      '/api/v1/web/member/logout',
    ]);
    const others = memberCalls.filter((call) => !mfaCalls.has(call.path));
    expect(others.length).toBeGreaterThan(8);
    for (const call of others) {
      const url = call.path.replace(/\{(\w+)\}/g, '1');
      const response = await harness.app.inject({
        method: call.method as 'GET',
        url,
        headers: bearer(pending.jwt),
        payload: call.method === 'GET' ? undefined : {},
      });
      expect([401, 403], `${call.method} ${call.path}`).toContain(response.statusCode);
      // The SSO registration calls belong to another kind of session altogether.
      const expected = /\/(sso\/registration|register-sso|sso\/mfa)/.test(call.path) ? 'FORBIDDEN' : 'MFA_REQUIRED';
      if (response.statusCode === 403) expect(json(response), `${call.method} ${call.path}`).toMatchObject({ error: { code: expected } });
    }
  });

  it('accepts an e-mailed code until 10 minutes have passed, not after', async () => {
    const first = await login();
    await requestCode(first.jwt);
    harness.clock.advance(MFA_CODE_LIFETIME_MS - 1_000);
    expect((await verify(first.jwt, await latestCode(harness.services, JAMES.email))).statusCode).toBe(200);

    const second = await longLived((await login()).jwt);
    await requestCode(second);
    harness.clock.advance(MFA_CODE_LIFETIME_MS + 1_000);
    const late = await verify(second, await latestCode(harness.services, JAMES.email));
    expect(json(late)).toMatchObject({ error: { code: 'MFA_INVALID_CODE' } });
  });

  it('accepts a code once, even sent 16 times at once', async () => {
    const pending = await longLived((await login()).jwt);
    await requestCode(pending);
    const code = await latestCode(harness.services, JAMES.email);
    const answers = await Promise.all(Array.from({ length: 16 }, () => verify(pending, code)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    harness.clock.advance(MFA_LOCK_MS + 1_000);
    expect(json(await verify(pending, code))).toMatchObject({ error: { code: 'MFA_INVALID_CODE' } });
  });

  it('does not accept a code issued for another session or purpose', async () => {
    const mine = await login();
    const other = await login();
    await requestCode(mine.jwt);
    const code = await latestCode(harness.services, JAMES.email);
    expect(json(await verify(other.jwt, code))).toMatchObject({ error: { code: 'MFA_INVALID_CODE' } });
    // The same code presented as an elevated-role code, by the completed session: refused.
    const done = json<{ jwt: string }>(await verify(mine.jwt, code));
    const elevated = await harness.app.inject({
      method: 'PUT',
      url: '/api/v2/web/member/mfa/elevated-role/verify-code',
      headers: bearer(done.jwt),
      payload: { totp: code },
    });
    expect(json(elevated)).toMatchObject({ error: { code: 'MFA_INVALID_CODE' } });
  });

  it(`locks MFA for 10 minutes after ${MFA_MAX_FAILED_ATTEMPTS} wrong codes; sending a new code does not reset the count`, async () => {
    const pending = await login();
    await requestCode(pending.jwt);
    for (let attempt = 1; attempt < MFA_MAX_FAILED_ATTEMPTS; attempt += 1) {
      expect(json(await verify(pending.jwt, '000000'))).toMatchObject({ error: { code: 'MFA_INVALID_CODE' } });
      if (attempt === 2) await requestCode(pending.jwt);
    }
    const locking = await verify(pending.jwt, '000000');
    expect(locking.statusCode).toBe(423);
    expect(json(locking)).toMatchObject({ error: { code: 'MFA_LOCKED' } });
    // Locked: even the right code, and sending a new one, are refused.
    expect(json(await requestCode(pending.jwt))).toMatchObject({ error: { code: 'MFA_LOCKED' } });
    expect(json(await verify(pending.jwt, await latestCode(harness.services, JAMES.email)))).toMatchObject({
      error: { code: 'MFA_LOCKED' },
    });
    harness.clock.advance(MFA_LOCK_MS + 1_000);
    const fresh = await login();
    await requestCode(fresh.jwt);
    expect((await verify(fresh.jwt, await latestCode(harness.services, JAMES.email))).statusCode).toBe(200);
  });
});

// Last: it changes James's password.
describe('a password reset', () => {
  it('voids the remember tokens of every device', async () => {
    const pending = await login();
    await requestCode(pending.jwt);
    const { remember_token: rememberToken } = json<{ remember_token: string }>(
      await verify(pending.jwt, await latestCode(harness.services, JAMES.email)),
    );
    expect((await login(rememberToken)).mfa_type).toBeNull();

    const identity = { first_name: JAMES.firstName, last_name: JAMES.lastName, client_member_id: JAMES.clientMemberId, dob: JAMES.dob };
    await harness.app.inject({ method: 'POST', url: '/api/v1/web/member/reset-password', headers: HARBOR, payload: identity });
    const [message] = await harness.services.devOutbox.list(JAMES.email);
    const token = new URL(/https?:\/\/\S+/.exec(message!.body)![0]).searchParams.get('token')!;
    const reset = await harness.app.inject({
      method: 'PUT',
      url: `/api/v1/web/member/reset-password/${JAMES.username}`,
      headers: HARBOR,
      payload: { old_password: token, new_password: 'Carter#2027' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(rememberToken, 'Carter#2027')).mfa_type).toBe('EMAIL');
  });
});
