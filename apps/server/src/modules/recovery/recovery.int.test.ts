import { RESET_LINK_LIFETIME_MS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARBOR } from '../../../test/identity-flows';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp({ environment: { PUBLIC_URL: 'https://rewards.harbor.example' } });
});

afterAll(async () => {
  await harness.close();
});

const MARIA = { first_name: 'Maria', last_name: 'Lopez', client_member_id: 'HHP100001', dob: '1985-04-12' };
const identityQuery = (identity: Record<string, string>) =>
  new URLSearchParams({
    firstName: identity.first_name!,
    lastName: identity.last_name!,
    clientMemberId: identity.client_member_id!,
    dob: identity.dob!,
  }).toString();

async function resetLink(): Promise<URL> {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/v1/web/member/reset-password',
    headers: { ...HARBOR, host: 'evil.example' },
    payload: MARIA,
  });
  expect(json(response)).toEqual({ masked_email: 'm***@example.org' });
  const [message] = await harness.services.devOutbox.list('maria.lopez@example.org');
  const link = /https?:\/\/\S+/.exec(message!.body)?.[0];
  return new URL(link!);
}

const reset = (token: string, newPassword: string, username = 'maria.lopez') =>
  harness.app.inject({
    method: 'PUT',
    url: `/api/v1/web/member/reset-password/${username}`,
    headers: HARBOR,
    payload: { old_password: token, new_password: newPassword },
  });

describe('forgot username', () => {
  it('answers the username of the registered member the details describe', async () => {
    const found = await harness.app.inject({
      method: 'GET',
      url: `/api/v1/web/member/get-username/?${identityQuery(MARIA)}`,
      headers: HARBOR,
    });
    expect(json(found)).toEqual({ username: 'maria.lopez' });
  });

  it('tells a member who has not registered, and one it cannot find, apart', async () => {
    const unregistered = await harness.app.inject({
      method: 'GET',
      url: `/api/v1/web/member/get-username/?${identityQuery({ first_name: 'James', last_name: 'Carter', client_member_id: 'HHP100004', dob: '1979-11-30' })}`,
      headers: HARBOR,
    });
    expect(json(unregistered)).toMatchObject({ error: { code: 'MEMBER_NOT_REGISTERED' } });
    const unknown = await harness.app.inject({
      method: 'GET',
      url: `/api/v1/web/member/get-username/?${identityQuery({ ...MARIA, dob: '1985-04-13' })}`,
      headers: HARBOR,
    });
    expect(json(unknown)).toMatchObject({ error: { code: 'MEMBER_NOT_FOUND' } });
  });

  it('tells a member whose coverage has ended when it ended, rather than to register first', async () => {
    const before = harness.clock.now();
    harness.clock.set(new Date('2026-08-15T12:00:00Z'));
    try {
      const minh = { first_name: 'Minh', last_name: 'Nguyen', client_member_id: 'HHP100006', dob: '1968-01-22' };
      const ended = await harness.app.inject({
        method: 'GET',
        url: `/api/v1/web/member/get-username/?${identityQuery(minh)}`,
        headers: HARBOR,
      });
      expect(ended.statusCode).toBe(422);
      expect(json(ended)).toMatchObject({ error: { code: 'COVERAGE_ENDED', details: { ended_on: '2026-06-30' } } });
      const partial = await harness.app.inject({
        method: 'GET',
        url: `/api/v1/web/member/get-username/?${identityQuery({ ...minh, last_name: 'Nguyenn' })}`,
        headers: HARBOR,
      });
      expect(json(partial)).toMatchObject({ error: { code: 'MEMBER_NOT_FOUND' } });
    } finally {
      harness.clock.set(before);
    }
  });

  it('asks for every field', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/v1/web/member/get-username/?firstName=Maria', headers: HARBOR });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json<{ error: { fields: object } }>(response).error.fields).sort()).toEqual([
      'client_member_id',
      'dob',
      'last_name',
    ]);
  });
});

describe('forgot password', () => {
  it("e-mails a link on the portal's public address, never the request's host", async () => {
    const link = await resetLink();
    expect(link.origin).toBe('https://rewards.harbor.example');
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('username')).toBe('maria.lopez');
  });

  it('refuses a password that breaks the rules, then resets with one that keeps them; the link works once', async () => {
    const token = (await resetLink()).searchParams.get('token')!;
    expect(json(await reset(token, 'short'))).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { new_password: 'validation.passwordRules' } },
    });
    expect((await reset(token, 'NewHarbor!2026')).statusCode).toBe(200);
    expect(json(await reset(token, 'Another!2026'))).toMatchObject({ error: { code: 'INVALID_RESET_LINK' } });
    expect((await signIn(harness.app, 'maria.lopez', 'NewHarbor!2026')).jwt).toBeTruthy();
  });

  it('ends every session of the member', async () => {
    const { jwt, refreshToken } = await signIn(harness.app, 'maria.lopez', 'NewHarbor!2026');
    const token = (await resetLink()).searchParams.get('token')!;
    await reset(token, DEMO_PASSWORD.HARBOR);
    const afterwards = await harness.app.inject({
      method: 'GET',
      url: '/api/v3/web/member/member-info',
      headers: { ...HARBOR, authorization: `Bearer ${jwt}` },
    });
    expect(afterwards.statusCode).toBe(401);
    const refreshed = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/web/member/renew-jwt-with-refresh',
      headers: HARBOR,
      payload: { refresh_token: refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('checks a link without using it: usable until used or replaced, never for another username or token', async () => {
    const check = (token: string, username = 'maria.lopez') =>
      harness.app.inject({
        method: 'POST',
        url: `/api/v1/web/member/reset-password/${username}/check`,
        headers: HARBOR,
        payload: { token },
      });
    const token = (await resetLink()).searchParams.get('token')!;
    expect(json(await check(token))).toEqual({ usable: true });
    expect(json(await check(token))).toEqual({ usable: true });
    expect(json(await check(`${token}x`))).toEqual({ usable: false });
    expect(json(await check(token, 'aisha.rahman'))).toEqual({ usable: false });
    expect(json(await check(token, 'nobody.here'))).toEqual({ usable: false });
    expect((await reset(token, DEMO_PASSWORD.HARBOR)).statusCode).toBe(200);
    expect(json(await check(token))).toEqual({ usable: false });
  });

  it('accepts one of 16 simultaneous uses of a link', async () => {
    const token = (await resetLink()).searchParams.get('token')!;
    const answers = await Promise.all(Array.from({ length: 16 }, (_, index) => reset(token, `Harbor!2026${index}`)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
  });

  it('voids a link after 30 minutes, and an earlier link when a new one is sent', async () => {
    const early = (await resetLink()).searchParams.get('token')!;
    const later = (await resetLink()).searchParams.get('token')!;
    expect(json(await reset(early, 'Harbor!2026x'))).toMatchObject({ error: { code: 'INVALID_RESET_LINK' } });
    harness.clock.advance(RESET_LINK_LIFETIME_MS + 1_000);
    expect(json(await reset(later, 'Harbor!2026x'))).toMatchObject({ error: { code: 'INVALID_RESET_LINK' } });
  });
});
