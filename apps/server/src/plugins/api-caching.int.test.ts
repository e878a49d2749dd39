import { afterAll, beforeAll, expect, it } from 'vitest';
import { HARBOR } from '../../test/identity-flows';
import { createStaff, staffSignIn } from '../../test/staff-helpers';
import { createTestApp, DEMO_PASSWORD, signIn, type TestApp } from '../../test/test-app';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});

afterAll(async () => {
  await harness.close();
});

it("keeps every API answer out of browsers' and proxies' caches: member, staff, public and failed ones", async () => {
  const { jwt } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
  const member = { ...HARBOR, authorization: `Bearer ${jwt}` };
  const staffJwt = await staffSignIn(harness, await createStaff(harness, 'cache.support', 'SUPPORT'));
  const answers = await Promise.all([
    harness.app.inject({ method: 'GET', url: '/api/v3/web/member/member-info', headers: member }),
    harness.app.inject({ method: 'GET', url: '/api/v1/web/member/renew-jwt', headers: member }),
    harness.app.inject({ method: 'GET', url: '/api/v1/staff/clients', headers: { authorization: `Bearer ${staffJwt}` } }),
    harness.app.inject({ method: 'GET', url: '/api/v1/web/member/username-check?username=maria.lopez', headers: HARBOR }),
    harness.app.inject({ method: 'GET', url: '/api/v3/web/member/member-info', headers: HARBOR }),
    harness.app.inject({
      method: 'POST',
      url: '/api/v2/web/member/login',
      headers: HARBOR,
      payload: { username: 'maria.lopez', password: DEMO_PASSWORD.HARBOR },
    }),
  ]);
  for (const [index, answer] of answers.entries()) expect(answer.headers['cache-control'], `answer ${index}`).toBe('no-store');
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 401, 200]);
});
