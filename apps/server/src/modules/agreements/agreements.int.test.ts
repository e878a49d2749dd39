import { afterAll, beforeAll, expect, it } from 'vitest';
import { DANIEL, register, type Registrant } from '../../../test/identity-flows';
import { createTestApp, DEMO_PASSWORD, json, latestCode, signIn, type TestApp } from '../../../test/test-app';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});

afterAll(async () => {
  await harness.close();
});

interface AgreementsView {
  agreements: { id: number; type: string; recurrence_type: string }[];
  member_agreements: { agreement_id: number; agreement_timestamp: string }[];
  pending_agreement_ids: number[];
}

const headers = (jwt: string, client = 'HARBOR') => ({ authorization: `Bearer ${jwt}`, 'x-client-abbreviation': client });

async function agreementsOf(jwt: string, client = 'HARBOR'): Promise<AgreementsView> {
  return json<AgreementsView>(
    await harness.app.inject({ method: 'GET', url: '/api/v3/web/member/member-info', headers: headers(jwt, client) }),
  );
}

const accept = (jwt: string, id: number, client = 'HARBOR') =>
  harness.app.inject({ method: 'POST', url: `/api/v1/web/member/agreements/${id}`, headers: headers(jwt, client) });

/** A sign-in completed with the e-mail code every registered member chose. */
async function signInWithCode(who: Registrant): Promise<string> {
  const pending = await signIn(harness.app, who.username, who.password);
  await harness.app.inject({ method: 'POST', url: '/api/v2/web/member/mfa/request-code', headers: headers(pending.jwt) });
  const totp = await latestCode(harness.services, who.email);
  const verified = await harness.app.inject({
    method: 'PUT',
    url: '/api/v2/web/member/mfa/verify-code',
    headers: headers(pending.jwt),
    payload: { totp },
  });
  return json<{ jwt: string }>(verified).jwt;
}

const idOf = (view: AgreementsView, type: string): number => view.agreements.find((agreement) => agreement.type === type)!.id;

/** James's session from his registration (his sign-ins need a code: he chose e-mail MFA). */
let jamesJwt = '';

it("lists the client's agreements, all due for a member who has just registered", async () => {
  const { jwt } = await register(harness);
  jamesJwt = jwt;
  const view = await agreementsOf(jwt);
  expect(view.agreements.map((agreement) => [agreement.type, agreement.recurrence_type])).toEqual([
    ['PRIVACY_POLICY', 'ANNUAL_CALENDAR'],
    ['TERMS_OF_USE', 'ONCE'],
    ['PHA_WELCOME', 'ONCE'],
  ]);
  expect(view.member_agreements).toEqual([]);
  expect(view.pending_agreement_ids.sort()).toEqual(view.agreements.map((agreement) => agreement.id).sort());
});

it("the demo accounts have accepted their plan's agreements when the demo was loaded", async () => {
  const maria = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
  const view = await agreementsOf(maria.jwt);
  expect(view.pending_agreement_ids).toEqual([]);
  expect(view.member_agreements.map((agreement) => agreement.agreement_id).sort()).toEqual(
    view.agreements.map((agreement) => agreement.id).sort(),
  );
});

it('records acceptances for the signed-in member only, and renews the annual one in the new year', async () => {
  const daniel = await register(harness, DANIEL);
  const before = await agreementsOf(daniel.jwt);
  const privacy = idOf(before, 'PRIVACY_POLICY');
  const terms = idOf(before, 'TERMS_OF_USE');
  const accepted = await accept(daniel.jwt, privacy);
  expect(accepted.statusCode).toBe(200);
  expect(json(accepted)).toEqual({ agreement_id: privacy, agreement_timestamp: harness.clock.now().toISOString() });
  await accept(daniel.jwt, terms);
  const after = await agreementsOf(daniel.jwt);
  expect(after.pending_agreement_ids).toEqual([idOf(before, 'PHA_WELCOME')]);
  expect(after.member_agreements.map((agreement) => agreement.agreement_id)).toEqual([privacy, terms]);

  // James registered in the first test and has accepted nothing.
  expect((await agreementsOf(jamesJwt)).pending_agreement_ids).toContain(privacy);

  harness.clock.set(new Date('2027-01-01T20:00:00Z'));
  expect((await agreementsOf(await signInWithCode(DANIEL))).pending_agreement_ids).toEqual([privacy, idOf(before, 'PHA_WELCOME')]);
});

it("refuses another client's agreement, and a caller who is not signed in", async () => {
  const robert = await signIn(harness.app, 'robert.chen', DEMO_PASSWORD.MESA, 'MESA');
  const mesaAgreement = idOf(await agreementsOf(robert.jwt, 'MESA'), 'PRIVACY_POLICY');
  const maria = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
  expect(json(await accept(maria.jwt, mesaAgreement))).toMatchObject({ error: { code: 'NOT_FOUND' } });
  expect((await harness.app.inject({ method: 'POST', url: `/api/v1/web/member/agreements/${mesaAgreement}` })).statusCode).toBe(401);
});
