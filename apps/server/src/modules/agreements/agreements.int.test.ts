import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';

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

const idOf = (view: AgreementsView, type: string): number => view.agreements.find((agreement) => agreement.type === type)!.id;

it("lists the client's agreements, all due for a member who never accepted one", async () => {
  const { jwt } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
  const view = await agreementsOf(jwt);
  expect(view.agreements.map((agreement) => [agreement.type, agreement.recurrence_type])).toEqual([
    ['PRIVACY_POLICY', 'ANNUAL_CALENDAR'],
    ['TERMS_OF_USE', 'ONCE'],
    ['PHA_WELCOME', 'ONCE'],
  ]);
  expect(view.member_agreements).toEqual([]);
  expect(view.pending_agreement_ids.sort()).toEqual(view.agreements.map((agreement) => agreement.id).sort());
});

it('records acceptances for the signed-in member only, and renews the annual one in the new year', async () => {
  const maria = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
  const before = await agreementsOf(maria.jwt);
  const privacy = idOf(before, 'PRIVACY_POLICY');
  const terms = idOf(before, 'TERMS_OF_USE');
  const accepted = await accept(maria.jwt, privacy);
  expect(accepted.statusCode).toBe(200);
  expect(json(accepted)).toEqual({ agreement_id: privacy, agreement_timestamp: harness.clock.now().toISOString() });
  await accept(maria.jwt, terms);
  const after = await agreementsOf(maria.jwt);
  expect(after.pending_agreement_ids).toEqual([idOf(before, 'PHA_WELCOME')]);
  expect(after.member_agreements.map((agreement) => agreement.agreement_id)).toEqual([privacy, terms]);

  const aisha = await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR);
  expect((await agreementsOf(aisha.jwt)).pending_agreement_ids).toContain(privacy);

  harness.clock.set(new Date('2027-01-01T20:00:00Z'));
  const nextYear = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
  expect((await agreementsOf(nextYear.jwt)).pending_agreement_ids).toEqual([privacy, idOf(before, 'PHA_WELCOME')]);
});

it("refuses another client's agreement, and a caller who is not signed in", async () => {
  const robert = await signIn(harness.app, 'robert.chen', DEMO_PASSWORD.MESA, 'MESA');
  const mesaAgreement = idOf(await agreementsOf(robert.jwt, 'MESA'), 'PRIVACY_POLICY');
  const maria = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
  expect(json(await accept(maria.jwt, mesaAgreement))).toMatchObject({ error: { code: 'NOT_FOUND' } });
  expect((await harness.app.inject({ method: 'POST', url: `/api/v1/web/member/agreements/${mesaAgreement}` })).statusCode).toBe(401);
});
