import { afterAll, beforeAll, expect, it } from 'vitest';
import { HARBOR, JAMES, register } from '../../../test/identity-flows';
import { createTestApp, json, type TestApp } from '../../../test/test-app';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});

afterAll(async () => {
  await harness.close();
});

// Registration and the address page once allowed different lengths: a member who registered
// with a long street could not save their own address again (decision 0020).
it('saves again, unchanged, the longest address registration takes', async () => {
  const address = {
    street_addr1: `1 ${'Long'.repeat(29)}St`,
    street_addr2: 'S'.repeat(120),
    city: 'C'.repeat(80),
    state: 'OR',
    zip: '97214',
  };
  expect(address.street_addr1).toHaveLength(120);
  const { jwt } = await register(harness, { ...JAMES, address });
  const headers = { ...HARBOR, authorization: `Bearer ${jwt}` };
  const saved = await harness.app.inject({ method: 'PUT', url: '/api/v1/web/member/update/address', headers, payload: address });
  expect(saved.statusCode).toBe(200);
  expect(json(saved)).toEqual({ saved: true });
  const info = json<{ addresses: object[] }>(await harness.app.inject({ method: 'GET', url: '/api/v3/web/member/member-info', headers }));
  expect(info.addresses).toEqual([expect.objectContaining({ ...address, primary: true })]);

  const tooLong = await harness.app.inject({
    method: 'PUT',
    url: '/api/v1/web/member/update/address',
    headers,
    payload: { ...address, street_addr1: `${address.street_addr1}x` },
  });
  expect(tooLong.statusCode).toBe(400);
  expect(json(tooLong)).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
});
