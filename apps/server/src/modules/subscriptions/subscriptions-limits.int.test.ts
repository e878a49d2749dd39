import { afterAll, beforeAll, expect, it } from 'vitest';
import { HARBOR } from '../../../test/identity-flows';
import { createTestApp, json, type TestApp } from '../../../test/test-app';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp({ environment: { RATE_LIMITS: 'on' } });
});

afterAll(async () => {
  await harness.close();
});

const A_TOKEN = 'A'.repeat(48);

it.each([
  [
    'a change',
    `/api/v1/web/member/communication-preferences/memberId/1/unsubscribe/token/${A_TOKEN}`,
    { communication_preferences: [{ category: 'SURVEYS', status: 'UNSUBSCRIBED' }] },
  ],
  ['a comment', `/api/v1/web/messages/subscriptions/memberId/1/token/${A_TOKEN}/comments`, { comment: 'hello' }],
])('answers 429 RATE_LIMITED once an address sends %s from links more than 20 times in a minute', async (_kind, url, payload) => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 21; attempt += 1) {
    const response = await harness.app.inject({ method: 'POST', url, headers: HARBOR, payload });
    statuses.push(response.statusCode);
  }
  expect(statuses.slice(0, 20).every((status) => status !== 429)).toBe(true);
  expect(statuses[20]).toBe(429);
  const limited = await harness.app.inject({ method: 'POST', url, headers: HARBOR, payload });
  expect(json(limited)).toMatchObject({ error: { code: 'RATE_LIMITED' } });
});
