import { MAX_DELIVERY_DESTINATIONS } from '@portal/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});

afterAll(async () => {
  await harness.close();
});

interface AddressJson {
  readonly id: number;
  readonly name: string | null;
  readonly street_addr1: string;
  readonly primary: boolean;
}

const headersFor = (jwt: string, client = 'HARBOR') => ({ authorization: `Bearer ${jwt}`, 'x-client-abbreviation': client });
const add = (jwt: string, payload: object, client = 'HARBOR') =>
  harness.app.inject({ method: 'POST', url: '/api/v1/web/member/delivery-destination', headers: headersFor(jwt, client), payload });
const addressesOf = async (jwt: string, client = 'HARBOR') =>
  json<{ addresses: AddressJson[] }>(
    await harness.app.inject({ method: 'GET', url: '/api/v3/web/member/member-info', headers: headersFor(jwt, client) }),
  ).addresses;

const workplace = {
  name: 'c/o Front desk',
  street_addr1: '200 Harbor Way',
  street_addr2: 'Suite 4',
  city: 'Portland',
  state: 'or',
  zip: '97201',
};

it('adds a destination beside the mailing address, which stays primary', async () => {
  const { jwt } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
  const before = await addressesOf(jwt);
  const response = await add(jwt, workplace);
  expect(response.statusCode).toBe(200);
  const body = json<{ shipping_id: number; address: AddressJson }>(response);
  expect(body.address).toMatchObject({
    id: body.shipping_id,
    name: 'c/o Front desk',
    street_addr1: '200 Harbor Way',
    state: 'OR',
    primary: false,
  });
  const after = await addressesOf(jwt);
  expect(after).toHaveLength(before.length + 1);
  expect(after.filter((address) => address.primary)).toEqual(before.filter((address) => address.primary));
});

it(`keeps at most ${MAX_DELIVERY_DESTINATIONS} destinations, the newest`, async () => {
  const { jwt } = await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR);
  const streets = Array.from({ length: MAX_DELIVERY_DESTINATIONS + 2 }, (_, index) => `${index + 1} Pier Street`);
  for (const street of streets) expect((await add(jwt, { ...workplace, street_addr1: street })).statusCode).toBe(200);
  const destinations = (await addressesOf(jwt)).filter((address) => !address.primary).map((address) => address.street_addr1);
  expect(destinations.sort()).toEqual(streets.slice(2).sort());
});

it.each([
  ['a missing street', { street_addr1: '' }, { street_addr1: 'validation.required' }],
  ['a state that is not one', { state: 'XX' }, { state: expect.any(String) }],
  ['a malformed ZIP code', { zip: 'ABCDE' }, { zip: expect.any(String) }],
])('refuses %s with its field and adds nothing', async (_case, change, fields) => {
  const { jwt } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
  const before = await addressesOf(jwt);
  const response = await add(jwt, { ...workplace, ...change });
  expect(response.statusCode).toBe(400);
  expect(json(response)).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields } });
  expect(await addressesOf(jwt)).toEqual(before);
});

it('is refused on a plan that suppresses address edits (MESA)', async () => {
  const { jwt } = await signIn(harness.app, 'robert.chen', DEMO_PASSWORD.MESA, 'MESA');
  const before = await addressesOf(jwt, 'MESA');
  const response = await add(jwt, { ...workplace, state: 'AZ', zip: '85012' }, 'MESA');
  expect(response.statusCode).toBe(403);
  expect(json(response)).toMatchObject({ error: { code: 'ADDRESS_EDIT_SUPPRESSED' } });
  expect(await addressesOf(jwt, 'MESA')).toEqual(before);
});

it('needs a signed-in member', async () => {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/v1/web/member/delivery-destination',
    headers: { 'x-client-abbreviation': 'HARBOR' },
    payload: workplace,
  });
  expect(response.statusCode).toBe(401);
});
