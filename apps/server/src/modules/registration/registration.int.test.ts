import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEligibility, HARBOR, JAMES, register, registrationBody } from '../../../test/identity-flows';
import { createTestApp, json, latestCode, type TestApp } from '../../../test/test-app';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});

afterAll(async () => {
  await harness.close();
});

describe('registration', () => {
  it('registers an eligible member end to end, and signs them in with MFA on', async () => {
    const session = await register(harness);
    expect(session).toMatchObject({
      member_id: expect.any(Number),
      jwt: expect.any(String),
      refresh_token: expect.any(String),
      remember_token: expect.any(String),
    });
    const info = json(
      await harness.app.inject({
        method: 'GET',
        url: '/api/v3/web/member/member-info',
        headers: { ...HARBOR, authorization: `Bearer ${session.jwt}` },
      }),
    );
    expect(info).toMatchObject({ username: 'james.carter', email: 'james.carter@example.org', mfa_enrolled: true, mfa_type: 'EMAIL' });
    expect(info.phone_numbers).toEqual([
      expect.objectContaining({ type: 'cell', number: '5035550188', primary: true }),
      expect.objectContaining({ type: 'home', number: '5035550189', primary: false }),
    ]);
  });

  it('refuses to register the same member twice (422)', async () => {
    const again = await checkEligibility(harness.app, JAMES);
    expect(again.statusCode).toBe(422);
    expect(json(again)).toMatchObject({ error: { code: 'ALREADY_REGISTERED' } });
  });
});

describe('the eligibility check', () => {
  it('does not find a member whose details do not match, the member number being case sensitive', async () => {
    for (const who of [
      { ...JAMES, clientMemberId: 'hhp100004' },
      { ...JAMES, dob: '1979-11-29' },
      { ...JAMES, lastName: 'Cartier' },
    ]) {
      const response = await checkEligibility(harness.app, who);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ error: { code: 'MEMBER_NOT_FOUND' } });
    }
  });

  it('matches names whatever their case, and answers masked contact details', async () => {
    const response = await checkEligibility(harness.app, {
      ...JAMES,
      clientMemberId: 'HHP100002',
      firstName: 'DANIEL',
      lastName: 'lopez',
      dob: '1983-09-27',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      email: 'd***@example.org',
      phone: '***-***-0143',
      primary_sms_phone: '***-***-0143',
      guardian_required: false,
    });
  });

  it("answers the roster's e-mail, phone and address for the contact step, and keeps them out of the logs", async () => {
    const response = await checkEligibility(harness.app, {
      ...JAMES,
      clientMemberId: 'HHP100002',
      firstName: 'Daniel',
      lastName: 'Lopez',
      dob: '1983-09-27',
    });
    expect(json(response)).toMatchObject({
      roster_contact: {
        email: 'daniel.lopez@example.org',
        phone: { number: '5035550143', type: 'cell' },
        address: { street_addr1: '1420 NW Lovejoy St', street_addr2: 'Apt 305', city: 'Portland', state: 'OR', zip: '97209' },
      },
    });
    const logs = harness.logLines.join('\n');
    for (const value of ['daniel.lopez@example.org', '5035550143', '1420 NW Lovejoy St']) expect(logs).not.toContain(value);
  });

  it('says when registration opens for a coverage that has not started', async () => {
    const response = await checkEligibility(harness.app, {
      ...JAMES,
      clientMemberId: 'HHP100007',
      firstName: 'Grace',
      lastName: 'Kim',
      dob: '1996-12-08',
    });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({ error: { code: 'REGISTRATION_NOT_OPEN', details: { opens_on: '2027-01-01' } } });
  });

  it('asks for a legal guardian for a member under 18, and accepts an adult guardian', async () => {
    const diego = { ...JAMES, clientMemberId: 'HHP100003', firstName: 'Diego', lastName: 'Lopez', dob: '2012-09-03' };
    expect(json(await checkEligibility(harness.app, diego))).toMatchObject({ error: { code: 'GUARDIAN_REQUIRED' } });
    const minorGuardian = await checkEligibility(harness.app, {
      ...diego,
      guardian: { firstName: 'Ana', lastName: 'Lopez', dob: '2010-01-01' },
    });
    expect(json(minorGuardian)).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { guardian_dob: 'validation.guardianAdult' } },
    });
    const withGuardian = await checkEligibility(harness.app, {
      ...diego,
      guardian: { firstName: 'Maria', lastName: 'Lopez', dob: '1985-04-12' },
    });
    expect(withGuardian.statusCode).toBe(200);
    expect(json(withGuardian).guardian_required).toBe(true);
  });
});

describe('registration steps', () => {
  it('checks usernames without regard to case', async () => {
    const check = async (username: string) =>
      json(
        await harness.app.inject({
          method: 'GET',
          url: `/api/v1/web/member/username-check?username=${encodeURIComponent(username)}`,
          headers: HARBOR,
        }),
      ).available;
    expect(await check('Maria.Lopez')).toBe(false);
    expect(await check('someone.new')).toBe(true);
  });

  it('looks phone numbers up by the numbering plan and the declared type', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/v4/web/member/lookup-phone-numbers',
      headers: HARBOR,
      payload: {
        numbers: [
          { contact_number: '(503) 555-0188', type: 'cell' },
          { contact_number: '503-555-0189', type: 'work' },
          { contact_number: '011-555-0100', type: 'cell' },
        ],
      },
    });
    expect(json(response).numbers).toEqual([
      expect.objectContaining({ contact_number: '5035550188', is_valid: true, is_sms_capable: true }),
      expect.objectContaining({ contact_number: '5035550189', is_valid: true, is_sms_capable: false }),
      expect.objectContaining({ is_valid: false, is_sms_capable: false }),
    ]);
  });

  it('refuses a taken username, a weak password and mismatched phone types, losing nothing', async () => {
    const linda = {
      ...JAMES,
      clientMemberId: 'HHP100002',
      firstName: 'Daniel',
      lastName: 'Lopez',
      dob: '1983-09-27',
      email: 'daniel@example.org',
      username: 'MARIA.LOPEZ',
    };
    const token = json<{ token: string }>(await checkEligibility(harness.app, linda)).token;
    const bearer = { ...HARBOR, authorization: `Bearer ${token}` };
    await harness.app.inject({
      method: 'POST',
      url: '/api/v4/web/member/mfa/registration-code',
      headers: bearer,
      payload: { mfa_preference: 'EMAIL', destination: linda.email },
    });
    const verified = await harness.app.inject({
      method: 'PUT',
      url: '/api/v4/web/member/mfa/verify-registration-code',
      headers: bearer,
      payload: { totp: await latestCode(harness.services, linda.email) },
    });
    const rememberToken = json<{ remember_token: string }>(verified).remember_token;
    const taken = await harness.app.inject({
      method: 'POST',
      url: '/api/v5/web/member/register',
      headers: bearer,
      payload: registrationBody(linda, rememberToken),
    });
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toMatchObject({ error: { code: 'USERNAME_TAKEN', fields: { username: 'validation.usernameNotTaken' } } });
    const body = registrationBody({ ...linda, username: 'daniel.lopez', password: 'weakpassword' }, rememberToken);
    body.contact.phones[1]!.type = 'cell';
    const weak = await harness.app.inject({ method: 'POST', url: '/api/v5/web/member/register', headers: bearer, payload: body });
    expect(json(weak)).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        fields: { password: 'validation.passwordRules', 'contact.phones.1.type': 'validation.uniqueType' },
      },
    });
    const fine = await harness.app.inject({
      method: 'POST',
      url: '/api/v5/web/member/register',
      headers: bearer,
      payload: registrationBody({ ...linda, username: 'daniel.lopez' }, rememberToken),
    });
    expect(fine.statusCode).toBe(200);
  });

  it('refuses the registration calls without the eligibility token, or once it has expired', async () => {
    const none = await harness.app.inject({
      method: 'PUT',
      url: '/api/v4/web/member/mfa/verify-registration-code',
      headers: HARBOR,
      payload: { totp: '123456' },
    });
    expect(none.statusCode).toBe(401);
    const minh = { ...JAMES, clientMemberId: 'HHP100006', firstName: 'Minh', lastName: 'Nguyen', dob: '1968-01-22' };
    const token = json<{ token: string }>(await checkEligibility(harness.app, minh)).token;
    harness.clock.advance(61 * 60_000);
    const late = await harness.app.inject({
      method: 'POST',
      url: '/api/v4/web/member/mfa/registration-code',
      headers: { ...HARBOR, authorization: `Bearer ${token}` },
      payload: { mfa_preference: 'EMAIL', destination: 'minh@example.org' },
    });
    expect(late.statusCode).toBe(401);
    expect(json(late)).toMatchObject({ error: { code: 'REGISTRATION_EXPIRED' } });
  });

  it('closes registration once every coverage has ended (past the grace days), and says when it ended', async () => {
    harness.clock.set(new Date('2026-08-15T12:00:00Z'));
    const minh = { ...JAMES, clientMemberId: 'HHP100006', firstName: 'Minh', lastName: 'Nguyen', dob: '1968-01-22' };
    const ended = await checkEligibility(harness.app, minh);
    expect(ended.statusCode).toBe(422);
    expect(json(ended)).toMatchObject({ error: { code: 'COVERAGE_ENDED', details: { ended_on: '2026-06-30' } } });
    // A partial match says nothing more than before: the member is not found.
    const partial = await checkEligibility(harness.app, { ...minh, dob: '1968-01-23' });
    expect(json(partial)).toMatchObject({ error: { code: 'MEMBER_NOT_FOUND' } });
    expect(partial.body).not.toContain('2026-06-30');
  });
});
