import { PERMISSIONS } from '@portal/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';
import { issueAccessToken, verifyAccessToken } from '../../lib/access-tokens';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});

afterAll(async () => {
  await harness.close();
});

const save = (jwt: string, languageCd: string, client = 'HARBOR') =>
  harness.app.inject({
    method: 'PUT',
    url: '/api/v1/web/member/preferred-language',
    headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': client },
    payload: { language_cd: languageCd },
  });

const preferredLanguage = async (jwt: string, client = 'HARBOR') =>
  json(
    await harness.app.inject({
      method: 'GET',
      url: '/api/v3/web/member/member-info',
      headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': client },
    }),
  ).preferred_language_cd;

it("saves the member's preferred language", async () => {
  const { jwt } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
  const response = await save(jwt, 'KO');
  expect(response.statusCode).toBe(200);
  expect(json(response)).toEqual({ preferred_language_cd: 'KO' });
  expect(await preferredLanguage(jwt)).toBe('KO');
});

it('refuses a language the client does not offer', async () => {
  const { jwt } = await signIn(harness.app, 'robert.chen', DEMO_PASSWORD.MESA, 'MESA');
  const response = await save(jwt, 'KO', 'MESA');
  expect(response.statusCode).toBe(400);
  expect(json(response)).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { language_cd: 'validation.invalid' } } });
  expect(await preferredLanguage(jwt, 'MESA')).toBe('EN');
});

it('refuses a token without the manage-account permission, and changes nothing', async () => {
  const { jwt } = await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR);
  const claims = await verifyAccessToken(harness.keys, jwt, harness.clock.now());
  const limited = await issueAccessToken(
    harness.keys,
    { ...claims, permissions: claims.permissions.filter((permission) => permission !== PERMISSIONS.manageMemberAccount) },
    harness.clock.now(),
    600,
  );
  const response = await save(limited.token, 'ES');
  expect(response.statusCode).toBe(403);
  expect(json(response)).toMatchObject({ error: { code: 'FORBIDDEN' } });
  expect(await preferredLanguage(jwt)).toBe('AR');
});
