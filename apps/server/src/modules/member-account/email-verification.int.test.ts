import { MFA_CODE_LIFETIME_MS, MFA_MAX_FAILED_ATTEMPTS } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARBOR } from '../../../test/identity-flows';
import { createTestApp, DEMO_PASSWORD, json, latestCode, signIn, withElevation, type TestApp } from '../../../test/test-app';
import { memberEmails } from '../../db/schema';
import { fillTemplate, TEMPLATES } from '../../messaging/templates';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});

afterAll(async () => {
  await harness.close();
});

const PRIMARY = 'VERIFY_EMAIL_ADDRESS';
const ENROLLMENT = 'VERIFY_ENROLLMENT_EMAIL_ADDRESS';

const post = (jwt: string, url: string, payload: object) =>
  harness.app.inject({ method: 'POST', url: `/api/${url}`, headers: { ...HARBOR, authorization: `Bearer ${jwt}` }, payload });
const requestCode = (jwt: string, type: string) => post(jwt, 'v4/web/member/request-verification-totp', { type });
const submitCode = (jwt: string, type: string, totp: string) => post(jwt, 'v4/web/member/submit-verification-totp', { type, totp });
/** Replacing the address needs the elevated role (tested with the contact calls). */
const changeEmail = async (jwt: string, email: string) =>
  harness.app.inject({
    method: 'PUT',
    url: '/api/v1/web/member/update/contact-info',
    headers: { ...HARBOR, authorization: `Bearer ${await withElevation(harness, jwt)}` },
    payload: { email },
  });
const verifiedAt = async (memberId: number, kind: 'PRIMARY' | 'ENROLLMENT') =>
  (
    await harness.database.db
      .select({ verifiedAt: memberEmails.verifiedAt })
      .from(memberEmails)
      .where(and(eq(memberEmails.memberId, memberId), eq(memberEmails.kind, kind)))
  )[0]?.verifiedAt;

describe('verifying the e-mail address', () => {
  it("sends a code in the member's language to the primary address, and the code verifies it", async () => {
    const { jwt, memberId } = await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR);
    const requested = await requestCode(jwt, PRIMARY);
    expect(json(requested)).toEqual({ masked_destination: 'a***@example.org' });

    const [message] = await harness.services.devOutbox.list('aisha.rahman@example.org');
    expect(message).toMatchObject({
      channel: 'EMAIL',
      subject: fillTemplate(TEMPLATES.AR.code.subject, { programme: 'Harbor Health Rewards' }),
    });
    const code = await latestCode(harness.services, 'aisha.rahman@example.org');
    expect(message!.body).toContain(code);

    expect(json(await submitCode(jwt, PRIMARY, code === '000000' ? '111111' : '000000'))).toMatchObject({
      error: { code: 'MFA_INVALID_CODE' },
    });
    expect(await verifiedAt(memberId, 'PRIMARY')).toBeNull();
    const submitted = await submitCode(jwt, PRIMARY, code);
    expect(submitted.statusCode).toBe(200);
    // Aisha's plan e-mail is the same address, so it is verified with it.
    expect(json(submitted)).toEqual({
      email_address_verified_ts_tz: harness.clock.now().toISOString(),
      enrollment_email_address_verified_ts_tz: harness.clock.now().toISOString(),
    });
    expect(
      (
        await harness.app.inject({
          method: 'GET',
          url: '/api/v3/web/member/member-info',
          headers: { ...HARBOR, authorization: `Bearer ${jwt}` },
        })
      ).json(),
    ).toMatchObject({ email_address_verified_ts_tz: harness.clock.now().toISOString() });
    // Used once.
    expect(json(await submitCode(jwt, PRIMARY, code))).toMatchObject({ error: { code: 'MFA_INVALID_CODE' } });
  });

  it('verifies the enrollment address with its own code, which does not verify a different primary one', async () => {
    const { jwt, memberId } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    await changeEmail(jwt, 'maria.home@example.org');
    await requestCode(jwt, ENROLLMENT);
    const code = await latestCode(harness.services, 'maria.lopez@example.org');
    expect(json(await submitCode(jwt, PRIMARY, code))).toMatchObject({ error: { code: 'MFA_INVALID_CODE' } });
    // A wrong try does not spend the code.
    harness.clock.advance(60_000);
    expect(json(await submitCode(jwt, ENROLLMENT, code))).toEqual({
      email_address_verified_ts_tz: null,
      enrollment_email_address_verified_ts_tz: harness.clock.now().toISOString(),
    });
    expect(await verifiedAt(memberId, 'PRIMARY')).toBeNull();
  });

  it('verifies both when the primary and the enrollment e-mail are one address, whatever its letter case', async () => {
    const { jwt, memberId } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    await changeEmail(jwt, 'maria.lopez@example.org');
    // The plan's roster may spell the address with capitals; the member's own is kept in lower case.
    await harness.database.db
      .update(memberEmails)
      .set({ address: 'Maria.Lopez@Example.ORG', verifiedAt: null })
      .where(and(eq(memberEmails.memberId, memberId), eq(memberEmails.kind, 'ENROLLMENT')));
    await requestCode(jwt, PRIMARY);
    const code = await latestCode(harness.services, 'maria.lopez@example.org');
    const now = harness.clock.now().toISOString();
    expect(json(await submitCode(jwt, PRIMARY, code))).toEqual({
      email_address_verified_ts_tz: now,
      enrollment_email_address_verified_ts_tz: now,
    });
    expect(await verifiedAt(memberId, 'ENROLLMENT')).toEqual(harness.clock.now());
  });

  it('voids the earlier code when a new one is sent', async () => {
    const { jwt } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    await requestCode(jwt, PRIMARY);
    const first = await latestCode(harness.services, 'maria.lopez@example.org');
    harness.clock.advance(1000);
    await requestCode(jwt, PRIMARY);
    const second = await latestCode(harness.services, 'maria.lopez@example.org');
    if (first !== second) expect(json(await submitCode(jwt, PRIMARY, first))).toMatchObject({ error: { code: 'MFA_INVALID_CODE' } });
    expect(json(await submitCode(jwt, PRIMARY, second))).toMatchObject({ email_address_verified_ts_tz: harness.clock.now().toISOString() });
  });

  it('refuses a code after its 10 minutes', async () => {
    const { jwt, memberId } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    await changeEmail(jwt, 'maria.expiry@example.org');
    await requestCode(jwt, PRIMARY);
    const code = await latestCode(harness.services, 'maria.expiry@example.org');
    harness.clock.advance(MFA_CODE_LIFETIME_MS + 1000);
    // The access token lives as long as the code: a new sign-in submits it.
    const later = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    expect(json(await submitCode(later.jwt, PRIMARY, code))).toMatchObject({ error: { code: 'MFA_INVALID_CODE' } });
    expect(await verifiedAt(memberId, 'PRIMARY')).toBeNull();
  });

  it('refuses a code sent to the address the member had before changing it', async () => {
    const { jwt, memberId } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    await changeEmail(jwt, 'maria.before@example.org');
    expect(json(await requestCode(jwt, PRIMARY))).toEqual({ masked_destination: 'm***@example.org' });
    const code = await latestCode(harness.services, 'maria.before@example.org');
    expect(json(await changeEmail(jwt, 'maria.after@example.org'))).toEqual({ saved: true });
    const response = await submitCode(jwt, PRIMARY, code);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ error: { code: 'MFA_INVALID_CODE' } });
    expect(await verifiedAt(memberId, 'PRIMARY')).toBeNull();
    // The new address is verified by a code sent to it.
    await requestCode(jwt, PRIMARY);
    expect(json(await submitCode(jwt, PRIMARY, await latestCode(harness.services, 'maria.after@example.org')))).toMatchObject({
      email_address_verified_ts_tz: harness.clock.now().toISOString(),
    });
  });

  it('answers a field error when the member has no address of that kind', async () => {
    const { jwt, memberId } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    await harness.database.db.delete(memberEmails).where(and(eq(memberEmails.memberId, memberId), eq(memberEmails.kind, 'ENROLLMENT')));
    for (const response of [await requestCode(jwt, ENROLLMENT), await submitCode(jwt, ENROLLMENT, '123456')]) {
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { type: 'validation.invalid' } } });
    }
    expect(json(await requestCode(jwt, 'VERIFY_PHONE'))).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { type: 'validation.invalid' } },
    });
  });

  it("locks the member's codes after the MFA flow's number of wrong tries", async () => {
    const { jwt } = await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR);
    await requestCode(jwt, PRIMARY);
    const code = await latestCode(harness.services, 'aisha.rahman@example.org');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < MFA_MAX_FAILED_ATTEMPTS; attempt += 1) {
      expect(json(await submitCode(jwt, PRIMARY, wrong))).toMatchObject({ error: { code: 'MFA_INVALID_CODE' } });
    }
    const last = await submitCode(jwt, PRIMARY, wrong);
    expect(last.statusCode).toBe(423);
    expect(json(last)).toMatchObject({ error: { code: 'MFA_LOCKED' } });
    expect(json(await submitCode(jwt, PRIMARY, code))).toMatchObject({ error: { code: 'MFA_LOCKED' } });
    expect(json(await requestCode(jwt, PRIMARY))).toMatchObject({ error: { code: 'MFA_LOCKED' } });
  });
});
