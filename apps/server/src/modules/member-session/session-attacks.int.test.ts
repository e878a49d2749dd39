import { generateKeyPairSync } from 'node:crypto';
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILED_ATTEMPTS, SESSION_IDLE_LIMIT_MS } from '@portal/domain';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HARBOR } from '../../../test/identity-flows';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';
import { issueElevatedToken, issueRegistrationToken, TOKEN_AUDIENCE, TOKEN_ISSUER, verifyAccessToken } from '../../lib/access-tokens';
import { argon2Verifier, type PasswordVerifier } from '../../lib/passwords';
import { generateSigningKeys } from '../../lib/signing-keys';

let harness: TestApp;
let evaluations = 0;

/** Counts how often a real password hash is checked. */
const countingVerifier: PasswordVerifier = {
  verify: async (hash, password) => {
    evaluations += 1;
    return argon2Verifier.verify(hash, password);
  },
  verifyAgainstDecoy: (password) => argon2Verifier.verifyAgainstDecoy(password),
};

beforeAll(async () => {
  harness = await createTestApp({ passwords: countingVerifier });
});

afterAll(async () => {
  await harness.close();
});

beforeEach(() => {
  harness.clock.advance(LOGIN_LOCK_MS + 1_000);
  evaluations = 0;
});

const login = (username: string, password: string) =>
  harness.app.inject({ method: 'POST', url: '/api/v2/web/member/login', headers: HARBOR, payload: { username, password } });
const memberInfo = (jwt: string) =>
  harness.app.inject({ method: 'GET', url: '/api/v3/web/member/member-info', headers: { ...HARBOR, authorization: `Bearer ${jwt}` } });
const refresh = (refreshToken: string) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/v1/web/member/renew-jwt-with-refresh',
    headers: HARBOR,
    payload: { refresh_token: refreshToken },
  });

describe('password guessing', () => {
  it(`locks sign-in after ${LOGIN_MAX_FAILED_ATTEMPTS} wrong passwords with the same answer as a wrong password, until the lock runs out`, async () => {
    for (let attempt = 0; attempt < LOGIN_MAX_FAILED_ATTEMPTS; attempt += 1)
      expect((await login('maria.lopez', 'Wrong!2026')).statusCode).toBe(401);
    const locked = await login('maria.lopez', DEMO_PASSWORD.HARBOR);
    const wrong = await login('nobody.at.all', 'Wrong!2026');
    expect(locked.statusCode).toBe(401);
    expect(locked.body).toBe(wrong.body);
    expect(evaluations).toBe(LOGIN_MAX_FAILED_ATTEMPTS);
    harness.clock.advance(LOGIN_LOCK_MS + 1_000);
    expect((await login('maria.lopez', DEMO_PASSWORD.HARBOR)).statusCode).toBe(200);
  });

  it('evaluates no more than the limit of 50 wrong attempts sent at once', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => login('maria.lopez', 'Wrong!2026')));
    expect(answers.every((answer) => answer.statusCode === 401)).toBe(true);
    expect(evaluations).toBe(LOGIN_MAX_FAILED_ATTEMPTS);
  });

  it('counts case variants of a username together, and refuses whitespace variants unevaluated', async () => {
    for (const variant of ['maria.lopez', 'MARIA.LOPEZ', 'Maria.Lopez', 'maria.LOPEZ', 'mArIa.lOpEz']) await login(variant, 'Wrong!2026');
    expect((await login('Maria.lopez', DEMO_PASSWORD.HARBOR)).statusCode).toBe(401);
    const spaced = await login(' maria.lopez', DEMO_PASSWORD.HARBOR);
    expect(json(spaced)).toMatchObject({ error: { fields: { username: 'validation.validUserNameLogin' } } });
    expect(evaluations).toBe(LOGIN_MAX_FAILED_ATTEMPTS);
  });

  it('takes about as long for an unknown username as for a wrong password (median within 2x)', async () => {
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const time = async (username: string): Promise<number> => {
      harness.clock.advance(LOGIN_LOCK_MS + 1_000);
      const started = performance.now();
      await login(username, 'Wrong!2026');
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 15; round += 1) {
      known.push(await time('maria.lopez'));
      unknown.push(await time(`nobody-${round}`));
    }
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});

describe('refresh tokens', () => {
  it('rotate on every use; reusing a spent one revokes the whole family', async () => {
    const first = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).refreshToken!;
    const tokens = [first];
    for (let round = 0; round < 3; round += 1) {
      const renewed = json<{ jwt: string; refresh_token: string }>(await refresh(tokens.at(-1)!));
      expect(renewed.refresh_token).not.toBe(tokens.at(-1));
      tokens.push(renewed.refresh_token);
    }
    const reuse = await refresh(first);
    expect(reuse.statusCode).toBe(401);
    expect(json(reuse)).toMatchObject({ error: { code: 'REFRESH_TOKEN_INVALID' } });
    for (const token of tokens) expect((await refresh(token)).statusCode).toBe(401);
  });

  it('yield exactly one successor when one is spent 20 times at once', async () => {
    const token = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).refreshToken!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(token)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
  });

  it('are refused once the session has been idle 15 minutes', async () => {
    const { refreshToken } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    harness.clock.advance(SESSION_IDLE_LIMIT_MS + 1_000);
    expect(json(await refresh(refreshToken!))).toMatchObject({ error: { code: 'REFRESH_TOKEN_INVALID' } });
  });

  it('do not renew by access token after 15 idle minutes either', async () => {
    const { jwt } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    harness.clock.advance(9 * 60_000);
    const renewed = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/web/member/renew-jwt',
      headers: { ...HARBOR, authorization: `Bearer ${jwt}` },
    });
    const fresh = json<{ jwt: string }>(renewed).jwt;
    // Renewal is not activity: the idle limit still counts from sign-in.
    harness.clock.advance(SESSION_IDLE_LIMIT_MS - 9 * 60_000 + 1_000);
    expect(json(await memberInfo(fresh))).toMatchObject({ error: { code: 'SESSION_EXPIRED' } });
  });
});

describe('forged and misused tokens', () => {
  it('refuses alg none, another key, another issuer or audience, an expired token and tokens of another type', async () => {
    const { jwt } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    const claims = await verifyAccessToken(harness.keys, jwt, harness.clock.now());
    const nowSeconds = Math.floor(harness.clock.now().getTime() / 1000);
    const body = { cid: claims.clientId, sid: claims.sessionId, prm: claims.permissions, ltp: 'PASSWORD' };
    const signed = (options: {
      issuer?: string;
      audience?: string;
      type?: string;
      expires?: number;
      key?: Parameters<SignJWT['sign']>[0];
      alg?: string;
    }) =>
      new SignJWT(body)
        .setProtectedHeader({ alg: options.alg ?? 'EdDSA', typ: options.type ?? 'at+jwt' })
        .setIssuer(options.issuer ?? TOKEN_ISSUER)
        .setAudience(options.audience ?? TOKEN_AUDIENCE)
        .setSubject(String(claims.memberId))
        .setIssuedAt(nowSeconds)
        .setExpirationTime(options.expires ?? nowSeconds + 600)
        .sign(options.key ?? harness.keys.privateKey);
    const forged = [
      new UnsecuredJWT(body)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setSubject(String(claims.memberId))
        .setExpirationTime(nowSeconds + 600)
        .encode(),
      await signed({ key: generateSigningKeys().privateKey }),
      await signed({ key: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey, alg: 'RS256' }),
      await signed({ issuer: 'elsewhere' }),
      await signed({ audience: 'another-api' }),
      await signed({ expires: nowSeconds - 1 }),
      await signed({ type: 'JWT' }),
      (await issueElevatedToken(harness.keys, claims, ['manage_member_security::elevated'], harness.clock.now(), 300)).token,
      (
        await issueRegistrationToken(
          harness.keys,
          { memberId: claims.memberId, clientId: claims.clientId, registrationId: 'r' },
          harness.clock.now(),
          300,
        )
      ).token,
    ];
    expect(await signed({})).toBeTruthy();
    expect((await memberInfo(await signed({}))).statusCode).toBe(200);
    for (const token of forged) expect((await memberInfo(token)).statusCode).toBe(401);
  });
});
