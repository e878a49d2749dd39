import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureSso } from '../../../test/sso-helpers';
import { createStaff, memberIdOf, staffCall, staffSignIn } from '../../../test/staff-helpers';
import { createTestApp, DEMO_PASSWORD, json, latestCode, signIn, type TestApp } from '../../../test/test-app';
import { memberActivities, memberEmails, memberPhones, members, registrations } from '../../db/schema';
import type { ClientRecord } from '../../lib/client-record';

const ISSUER = 'https://idp.harbor.example';
const HARBOR = { 'x-client-abbreviation': 'HARBOR' };
const DANIEL = { memberNumber: 'HHP100002', email: 'daniel@idp.harbor.example', dob: '1983-09-27' };
const PREFERENCES = { email: true, sms: true, phone: true, mail: true, preferredMethod: 'SMS' };

const SSO_CALLS = [
  { method: 'GET', url: '/api/v4/web/member/sso/registration-info' },
  { method: 'POST', url: '/api/v4/web/member/sso/mfa/registration-code', payload: { mfa_preference: 'EMAIL' } },
  { method: 'PUT', url: '/api/v4/web/member/sso/mfa/verify-registration-code', payload: { totp: '123456' } },
  { method: 'POST', url: '/api/v5/web/member/register-sso', payload: { communication_preferences: PREFERENCES, sms_opt_in: true } },
] as const;

let harness: TestApp;
let harbor: ClientRecord;

beforeAll(async () => {
  harness = await createTestApp();
  harbor = await configureSso(harness, 'HARBOR', {
    protocol: 'OIDC',
    issuer: ISSUER,
    clientId: 'portal',
    clientSecret: 'portal-secret',
    scopes: 'openid email phone',
    memberNumberClaim: 'member_number',
  });
});

afterAll(async () => harness.close());

/** A completed single sign-on exchanged for its session, as the /sso/complete page does. */
async function ssoSession(subject: string, memberNumber: string | null, contacts: { email?: string; phone?: string } = {}) {
  const identity = { issuer: ISSUER, subject, memberNumber, email: contacts.email ?? null, phone: contacts.phone ?? null };
  const handoff = await harness.services.ssoSignIn.signIn(harbor, identity, 'SSO_OIDC');
  return harness.services.ssoSignIn.openSession(harbor, handoff);
}

function call(jwt: string, method: string, url: string, payload?: object, headers: Record<string, string> = {}) {
  return harness.app.inject({
    method: method as 'GET',
    url,
    headers: { ...HARBOR, authorization: `Bearer ${jwt}`, ...headers },
    ...(payload ? { payload } : {}),
  });
}

const errorCode = (response: { json: () => unknown }): string | undefined => (response.json() as { error?: { code: string } }).error?.code;
const requestCode = (jwt: string, channel: string) => call(jwt, 'POST', SSO_CALLS[1].url, { mfa_preference: channel });
const verify = (jwt: string, totp: string) => call(jwt, 'PUT', SSO_CALLS[2].url, { totp });
const registerSso = (jwt: string, preferences: object = PREFERENCES, smsOptIn = true) =>
  call(jwt, 'POST', SSO_CALLS[3].url, { communication_preferences: preferences, sms_opt_in: smsOptIn });

describe('SSO registration info', () => {
  it("shows the first name and the provider's contacts first, masked", async () => {
    const session = await ssoSession('minh-subject', 'HHP100006', { email: 'Minh@IdP.example', phone: '+1 (971) 555-0166' });
    const response = await call(session.jwt, 'GET', SSO_CALLS[0].url);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      first_name: 'Minh',
      sso_contact_info: { primary_email: 'm***@idp.example', primary_phone: '***-***-0166', primary_sms_phone: '***-***-0166' },
    });
    expect(response.body).not.toContain('minh.nguyen');
  });

  it('falls back to the roster, and offers no text number when the roster phone is not a cell', async () => {
    const session = await ssoSession('james-subject', 'HHP100004');
    expect(json(await call(session.jwt, 'GET', SSO_CALLS[0].url))).toEqual({
      first_name: 'James',
      sso_contact_info: { primary_email: 'j***@example.org', primary_phone: '***-***-0188', primary_sms_phone: null },
    });
    const sms = await requestCode(session.jwt, 'SMS');
    expect(sms.statusCode).toBe(400);
    expect(json(sms)).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { mfa_preference: 'validation.invalid' } } });
    const voice = await requestCode(session.jwt, 'VOICE');
    expect(json(voice)).toEqual({ channel: 'VOICE', masked_destination: '***-***-0188', totp_setup: null });
  });
});

describe('registering by single sign-on', () => {
  let pending: Awaited<ReturnType<typeof ssoSession>>;
  let daniel: number;

  beforeAll(async () => {
    pending = await ssoSession('daniel-subject', DANIEL.memberNumber, { email: DANIEL.email });
    daniel = pending.memberId;
  });

  it('refuses to register before a code is verified, and refuses a wrong code', async () => {
    const early = await registerSso(pending.jwt);
    expect(early.statusCode).toBe(400);
    expect(errorCode(early)).toBe('VALIDATION_FAILED');

    const sent = await requestCode(pending.jwt, 'EMAIL');
    expect(json(sent)).toEqual({ channel: 'EMAIL', masked_destination: 'd***@idp.harbor.example', totp_setup: null });
    const code = await latestCode(harness.services, DANIEL.email);
    const wrong = await verify(pending.jwt, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(errorCode(wrong)).toBe('MFA_INVALID_CODE');
    expect(errorCode(await registerSso(pending.jwt))).toBe('VALIDATION_FAILED');
    const [member] = await harness.database.db.select().from(members).where(eq(members.id, daniel));
    expect(member!.registeredAt).toBeNull();
  });

  it('registers with the verified code and turns the same session into a full one', async () => {
    const code = await latestCode(harness.services, DANIEL.email);
    expect((await verify(pending.jwt, code)).statusCode).toBe(200);
    harness.clock.advance(1000);
    const response = await registerSso(pending.jwt);
    expect(response.statusCode).toBe(200);
    const body = json<{ member_id: number; jwt: string; refresh_token: string }>(response);
    expect(body).toEqual({ member_id: daniel, jwt: expect.any(String), refresh_token: expect.any(String) });

    const info = await call(body.jwt, 'GET', '/api/v3/web/member/member-info');
    expect(info.statusCode).toBe(200);
    expect(json(info)).toMatchObject({ id: daniel, username: null, sso_registration: true, email: DANIEL.email });

    const db = harness.database.db;
    const [member] = await db.select().from(members).where(eq(members.id, daniel));
    expect(member).toMatchObject({
      registeredBySso: true,
      registeredAt: harness.clock.now(),
      username: null,
      passwordHash: null,
      smsOptIn: true,
      communicationPreferences: PREFERENCES,
    });
    const emails = await db.select().from(memberEmails).where(eq(memberEmails.memberId, daniel));
    expect(emails.map((email) => [email.kind, email.address, email.verifiedAt !== null]).sort()).toEqual([
      ['ENROLLMENT', DANIEL.email, true],
      ['PRIMARY', DANIEL.email, true],
    ]);
    const phones = await db.select().from(memberPhones).where(eq(memberPhones.memberId, daniel));
    expect(phones).toEqual([expect.objectContaining({ type: 'cell', number: '5035550143', isPrimary: true, smsCapable: true })]);
    const activities = await db.select().from(memberActivities).where(eq(memberActivities.memberId, daniel));
    expect(activities).toEqual([
      expect.objectContaining({ activityType: 'SSO_MEMBER_REGISTRATION_INFO', recordedAt: harness.clock.now() }),
    ]);
    const [registration] = await db.select().from(registrations).where(eq(registrations.memberId, daniel));
    expect(registration!.completedAt).toEqual(harness.clock.now());
  });

  it('answers ALREADY_REGISTERED to a second registration', async () => {
    const again = await registerSso(pending.jwt);
    expect(again.statusCode).toBe(422);
    expect(errorCode(again)).toBe('ALREADY_REGISTERED');
  });

  it('gives the next sign-in of the same subject a full session directly', async () => {
    const next = await ssoSession('daniel-subject', null);
    expect(next).toMatchObject({ memberId: daniel, ssoRegistrationRequired: false, refreshToken: expect.any(String) });
    expect((await call(next.jwt, 'GET', '/api/v3/web/member/member-info')).statusCode).toBe(200);
  });

  it('gives no password sign-in, username or reset link to a member without a password', async () => {
    const login = await harness.app.inject({
      method: 'POST',
      url: '/api/v2/web/member/login',
      headers: HARBOR,
      payload: { username: DANIEL.email, password: 'Whatever!2026' },
    });
    expect(login.statusCode).toBe(401);
    const identity = { firstName: 'Daniel', lastName: 'Lopez', clientMemberId: DANIEL.memberNumber, dob: DANIEL.dob };
    const username = await harness.app.inject({
      method: 'GET',
      url: `/api/v1/web/member/get-username/?${new URLSearchParams(identity).toString()}`,
      headers: HARBOR,
    });
    expect(username.statusCode).toBe(409);
    expect(errorCode(username)).toBe('SIGNS_IN_WITH_SSO');
    const reset = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/web/member/reset-password',
      headers: HARBOR,
      payload: { first_name: 'Daniel', last_name: 'Lopez', client_member_id: DANIEL.memberNumber, dob: DANIEL.dob },
    });
    expect(reset.statusCode).toBe(409);
    expect(errorCode(reset)).toBe('SIGNS_IN_WITH_SSO');
  });
  it('lets the member delete the account with a code, which clears the SSO registration for the next sign-in', async () => {
    const { jwt } = await ssoSession('daniel-subject', null);
    await call(jwt, 'POST', '/api/v2/web/member/mfa/elevated-role/request-code');
    const verified = await call(jwt, 'PUT', '/api/v2/web/member/mfa/elevated-role/verify-code', {
      totp: await latestCode(harness.services, DANIEL.email),
    });
    const elevated = json<{ elevated_role_token: string }>(verified).elevated_role_token;
    const deleted = await call(jwt, 'DELETE', '/api/v1/web/member/registration', undefined, { 'x-elevated-role-token': elevated });
    expect(deleted.statusCode).toBe(200);
    const [member] = await harness.database.db.select().from(members).where(eq(members.id, daniel));
    expect(member).toMatchObject({ registeredAt: null, registeredBySso: false });
    expect(await ssoSession('daniel-subject', null)).toMatchObject({ ssoRegistrationRequired: true, refreshToken: null });
  });
});

describe('text messages at SSO registration', () => {
  it('keeps SMS off without the opt-in, and moves a preferred SMS method to e-mail', async () => {
    const session = await ssoSession('minh-subject', null);
    await requestCode(session.jwt, 'SMS');
    const code = await latestCode(harness.services, '9715550166');
    expect((await verify(session.jwt, code)).statusCode).toBe(200);
    expect((await registerSso(session.jwt, PREFERENCES, false)).statusCode).toBe(200);
    const [member] = await harness.database.db.select().from(members).where(eq(members.id, session.memberId));
    expect(member).toMatchObject({ smsOptIn: false, communicationPreferences: { ...PREFERENCES, sms: false, preferredMethod: 'EMAIL' } });
    const emails = await harness.database.db
      .select()
      .from(memberEmails)
      .where(and(eq(memberEmails.memberId, session.memberId), eq(memberEmails.kind, 'PRIMARY')));
    // The code went by text: the e-mail address is kept, not verified.
    expect(emails).toEqual([expect.objectContaining({ address: 'minh@idp.example', verifiedAt: null })]);
  });
});

describe('who may make the SSO registration calls', () => {
  it('a pending SSO session reaches these calls and sign-out, and nothing else', async () => {
    const session = await ssoSession('diego-subject', 'HHP100003');
    const memberInfo = await call(session.jwt, 'GET', '/api/v3/web/member/member-info');
    expect(memberInfo.statusCode).toBe(403);
    expect(errorCode(memberInfo)).toBe('SSO_REGISTRATION_REQUIRED');
    const renew = await call(session.jwt, 'GET', '/api/v1/web/member/renew-jwt');
    expect(errorCode(renew)).toBe('SSO_REGISTRATION_REQUIRED');
    expect((await call(session.jwt, 'GET', SSO_CALLS[0].url)).statusCode).toBe(200);

    const otherMember = await call(session.jwt, 'GET', SSO_CALLS[0].url, undefined, { 'x-member-id': String(session.memberId + 1) });
    expect(otherMember.statusCode).toBe(403);
    expect(errorCode(otherMember)).toBe('FORBIDDEN');

    expect((await call(session.jwt, 'POST', '/api/v1/web/member/logout')).statusCode).toBe(200);
    expect((await call(session.jwt, 'GET', SSO_CALLS[0].url)).statusCode).toBe(401);
  });

  it('refuses a full member session and a staff view on all four', async () => {
    const maria = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    const support = await createStaff(harness, 'sso.support', 'SUPPORT');
    const staffJwt = await staffSignIn(harness, support);
    const view = await staffCall(harness, staffJwt, 'POST', '/api/v1/staff/impersonations', {
      member_id: await memberIdOf(harness, staffJwt, 'HHP100001'),
      reason: 'Member asked about single sign-on',
    });
    const viewJwt = json<{ jwt: string }>(view).jwt;
    for (const ssoCall of SSO_CALLS) {
      const asMember = await call(maria.jwt, ssoCall.method, ssoCall.url, 'payload' in ssoCall ? ssoCall.payload : undefined);
      expect({ url: ssoCall.url, status: asMember.statusCode, code: errorCode(asMember) }).toEqual({
        url: ssoCall.url,
        status: 403,
        code: 'FORBIDDEN',
      });
      const asStaff = await call(viewJwt, ssoCall.method, ssoCall.url, 'payload' in ssoCall ? ssoCall.payload : undefined);
      // Reads are refused as another portal's view, writes already as a staff view's writes.
      expect({ url: ssoCall.url, code: errorCode(asStaff) }).toEqual({
        url: ssoCall.url,
        code: ssoCall.method === 'GET' ? 'UNAUTHENTICATED' : 'IMPERSONATION_READ_ONLY',
      });
    }
  });
});
