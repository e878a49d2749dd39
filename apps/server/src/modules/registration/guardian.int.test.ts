import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema';
import { checkEligibility, HARBOR, register, registrationBody, verifiedRegistration, type Registrant } from '../../../test/identity-flows';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});

afterAll(async () => {
  await harness.close();
});

/** Diego: under 18; Maria is his subscriber, and the roster names Daniel as his guardian. */
const DIEGO: Registrant = {
  clientMemberId: 'HHP100003',
  firstName: 'Diego',
  lastName: 'Lopez',
  dob: '2012-09-03',
  email: 'diego.family@example.org',
  username: 'diego.lopez',
  password: 'Diego#2026x',
};
/** Leila: under 18 with no subscriber; the roster names Samira Haddad as her guardian. */
const LEILA: Registrant = {
  clientMemberId: 'HHP100010',
  firstName: 'Leila',
  lastName: 'Haddad',
  dob: '2014-02-20',
  email: 'samira.haddad@example.org',
  username: 'leila.haddad',
  password: 'Leila#2026x',
};
const OMAR = { firstName: 'Omar', lastName: 'Haddad', dob: '1987-07-04' };
const SAMIRA = { firstName: 'Samira', lastName: 'Haddad', dob: '1962-10-09' };

const memberInfo = async (jwt: string) =>
  json(
    await harness.app.inject({
      method: 'GET',
      url: '/api/v3/web/member/member-info',
      headers: { ...HARBOR, authorization: `Bearer ${jwt}` },
    }),
  );

describe('the guardian of a member under 18', () => {
  it('is refused when the roster names someone else, even a member of the same plan, and without names', async () => {
    for (const guardian of [OMAR, { firstName: 'Pat', lastName: 'Guardian', dob: '1980-01-01' }, { ...SAMIRA, dob: '1962-10-10' }]) {
      const refused = await checkEligibility(harness.app, { ...LEILA, guardian });
      expect(refused.statusCode).toBe(422);
      expect(json(refused)).toMatchObject({ error: { code: 'GUARDIAN_NOT_ON_RECORD' } });
    }
    const diegosMother = await checkEligibility(harness.app, {
      ...LEILA,
      guardian: { firstName: 'Maria', lastName: 'Lopez', dob: '1985-04-12' },
    });
    expect(json(diegosMother)).toMatchObject({ error: { code: 'GUARDIAN_NOT_ON_RECORD' } });
    const query = new URLSearchParams({ firstName: 'Leila', lastName: 'Haddad', dob: LEILA.dob, clientMemberId: LEILA.clientMemberId });
    query.set('guardianDOB', SAMIRA.dob);
    const withoutNames = await harness.app.inject({
      method: 'GET',
      url: `/api/v2/web/member/eligible/?${query.toString()}`,
      headers: HARBOR,
    });
    expect(json(withoutNames)).toMatchObject({ error: { code: 'GUARDIAN_REQUIRED' } });
  });

  it('is accepted as the subscriber or as the roster guardian, whatever the case, accents and spacing', async () => {
    const subscriber = await checkEligibility(harness.app, {
      ...DIEGO,
      guardian: { firstName: ' MARÍA', lastName: 'lópez ', dob: '1985-04-12' },
    });
    expect(subscriber.statusCode).toBe(200);
    expect(json(subscriber).guardian_required).toBe(true);
    const named = await checkEligibility(harness.app, {
      ...DIEGO,
      guardian: { firstName: 'daniel', lastName: 'LOPEZ', dob: '1983-09-27' },
    });
    expect(named.statusCode).toBe(200);
  });

  it('is checked again by the last call, which refuses a guardian other than the one the roster names', async () => {
    const { bearer, rememberToken } = await verifiedRegistration(harness, {
      ...DIEGO,
      guardian: { firstName: 'Maria', lastName: 'Lopez', dob: '1985-04-12' },
    });
    const swapped = await harness.app.inject({
      method: 'POST',
      url: '/api/v5/web/member/register',
      headers: bearer,
      payload: registrationBody({ ...DIEGO, guardian: OMAR }, rememberToken),
    });
    expect(swapped.statusCode).toBe(422);
    expect(json(swapped)).toMatchObject({ error: { code: 'GUARDIAN_NOT_ON_RECORD' } });
    const [diego] = await harness.database.db.select().from(members).where(eq(members.clientMemberId, DIEGO.clientMemberId));
    expect(diego).toMatchObject({ registeredAt: null, guardianFirstName: null });
  });

  it('is kept on the account as the roster spells them, and member-info says who manages it', async () => {
    const session = await register(harness, { ...LEILA, guardian: { firstName: 'samira ', lastName: 'HADDAD', dob: SAMIRA.dob } });
    const [leila] = await harness.database.db.select().from(members).where(eq(members.clientMemberId, LEILA.clientMemberId));
    expect(leila).toMatchObject({ guardianFirstName: 'Samira', guardianLastName: 'Haddad', guardianDob: SAMIRA.dob });
    expect(await memberInfo(session.jwt)).toMatchObject({ guardian: { first_name: 'Samira', last_name: 'Haddad' } });
  });

  it('is none for an adult who registers themselves', async () => {
    const { jwt } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    expect(await memberInfo(jwt)).toMatchObject({ guardian: null });
  });
});
