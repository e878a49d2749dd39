import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARBOR, register } from '../../../test/identity-flows';
import { createTestApp, json, type TestApp } from '../../../test/test-app';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});

afterAll(async () => {
  await harness.close();
});

const call = (headers: Record<string, string>) =>
  harness.app.inject({ method: 'GET', url: '/api/v3/web/member/post-register-member-info', headers: { ...HARBOR, ...headers } });

describe('GET /api/v3/web/member/post-register-member-info', () => {
  it('answers the member registration has just signed in, as member-info does', async () => {
    const session = await register(harness);
    const bearer = { authorization: `Bearer ${session.jwt}` };
    const response = await call(bearer);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      id: session.member_id,
      username: 'james.carter',
      first_name: 'James',
      mfa_enrolled: true,
      impersonation: null,
    });
    const memberInfo = await harness.app.inject({
      method: 'GET',
      url: '/api/v3/web/member/member-info',
      headers: { ...HARBOR, ...bearer },
    });
    expect(json(response)).toEqual(json(memberInfo));
  });

  it('needs a signed-in member', async () => {
    const response = await call({});
    expect(response.statusCode).toBe(401);
  });
});
