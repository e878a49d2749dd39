import { afterAll, beforeAll, expect, it } from 'vitest';
import { HARBOR } from '../../test/identity-flows';
import { createTestApp, json, type TestApp } from '../../test/test-app';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp({ demo: true, environment: { RATE_LIMITS: 'on' } });
});

afterAll(async () => {
  await harness.close();
});

it('answers 429 RATE_LIMITED once an address passes 30 sign-in attempts in a minute', async () => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 31; attempt += 1) {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/v2/web/member/login',
      headers: HARBOR,
      payload: { username: `someone${attempt}`, password: 'x' },
    });
    statuses.push(response.statusCode);
    if (response.statusCode === 429) expect(json(response)).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  }
  expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
  expect(statuses[30]).toBe(429);
  // Calls without a limit of their own are not held back.
  expect((await harness.app.inject({ method: 'GET', url: '/api/v1/web/client/configuration', headers: HARBOR })).statusCode).toBe(200);
});
