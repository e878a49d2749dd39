import type { FastifyInstance } from 'fastify';
import { json, latestCode, type TestApp } from './test-app';

export const HARBOR = { 'x-client-abbreviation': 'HARBOR' } as const;

export interface Registrant {
  readonly clientMemberId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly dob: string;
  readonly email: string;
  readonly username: string;
  readonly password: string;
  /** The legal guardian who registers a member under 18. */
  readonly guardian?: { readonly firstName: string; readonly lastName: string; readonly dob: string };
  /** The mailing address as the call carries it; a street in Portland when left out. */
  readonly address?: { street_addr1: string; street_addr2: string | null; city: string; state: string; zip: string };
}

/** James Carter: eligible on the HARBOR roster, not registered. */
export const JAMES: Registrant = {
  clientMemberId: 'HHP100004',
  firstName: 'James',
  lastName: 'Carter',
  dob: '1979-11-30',
  email: 'james.carter@example.org',
  username: 'james.carter',
  password: 'Carter#2026',
};

/** Daniel Lopez: an adult on the HARBOR roster, Maria's dependent, not registered in the demo. */
export const DANIEL: Registrant = {
  clientMemberId: 'HHP100002',
  firstName: 'Daniel',
  lastName: 'Lopez',
  dob: '1983-09-27',
  email: 'daniel.lopez@example.org',
  username: 'daniel.lopez',
  password: 'Lopez#2026x',
};

export async function checkEligibility(app: FastifyInstance, who: Registrant) {
  const query = new URLSearchParams({ firstName: who.firstName, lastName: who.lastName, dob: who.dob, clientMemberId: who.clientMemberId });
  if (who.guardian) {
    query.set('guardianDOB', who.guardian.dob);
    query.set('guardianFirstName', who.guardian.firstName);
    query.set('guardianLastName', who.guardian.lastName);
  }
  return app.inject({ method: 'GET', url: `/api/v2/web/member/eligible/?${query.toString()}`, headers: HARBOR });
}

export function registrationBody(who: Registrant, rememberToken: string, mfaPreference = 'EMAIL') {
  return {
    client_member_id: who.clientMemberId,
    first_name: who.firstName,
    last_name: who.lastName,
    dob: who.dob,
    username: who.username,
    password: who.password,
    communication_preferences: { email: true, sms: true, phone: false, mail: true, preferred_method: 'EMAIL' },
    sms_opt_in: true,
    guardian: who.guardian ? { first_name: who.guardian.firstName, last_name: who.guardian.lastName, dob: who.guardian.dob } : null,
    mfa_preference: mfaPreference,
    preferred_language_cd: 'EN',
    remember_token: rememberToken,
    contact: {
      email: who.email,
      phones: [
        { number: '(503) 555-0188', type: 'cell' },
        { number: '503-555-0189', type: 'home' },
      ],
      address: who.address ?? { street_addr1: '88 SE Ankeny St', street_addr2: null, city: 'Portland', state: 'OR', zip: '97214' },
    },
  };
}

/** The web registration up to its last call, by e-mail code: the bearer headers and the remember token it needs. */
export async function verifiedRegistration(harness: TestApp, who: Registrant) {
  const { app } = harness;
  const eligibility = await checkEligibility(app, who);
  if (eligibility.statusCode !== 200) throw new Error(`eligibility: ${eligibility.body}`);
  const token = json<{ token: string }>(eligibility).token;
  const bearer = { ...HARBOR, authorization: `Bearer ${token}` };
  const sent = await app.inject({
    method: 'POST',
    url: '/api/v4/web/member/mfa/registration-code',
    headers: bearer,
    payload: { mfa_preference: 'EMAIL', destination: who.email },
  });
  if (sent.statusCode !== 200) throw new Error(`code: ${sent.body}`);
  const verified = await app.inject({
    method: 'PUT',
    url: '/api/v4/web/member/mfa/verify-registration-code',
    headers: bearer,
    payload: { totp: await latestCode(harness.services, who.email) },
  });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.body}`);
  const rememberToken = json<{ remember_token: string }>(verified).remember_token;
  return { token, bearer, rememberToken };
}

/** The whole web registration, by e-mail code; answers the new session. */
export async function register(harness: TestApp, who: Registrant = JAMES) {
  const { app } = harness;
  const { token, bearer, rememberToken } = await verifiedRegistration(harness, who);
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v5/web/member/register',
    headers: bearer,
    payload: registrationBody(who, rememberToken),
  });
  if (registered.statusCode !== 200) throw new Error(`register: ${registered.body}`);
  return {
    ...json<{ member_id: number; jwt: string; refresh_token: string; remember_token: string }>(registered),
    registrationToken: token,
  };
}
