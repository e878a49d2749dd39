import { TOTP_PERIOD_SECONDS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARBOR } from '../../../test/identity-flows';
import { createTestApp, DEMO_PASSWORD, json, latestCode, signIn, type TestApp } from '../../../test/test-app';
import { totpCodeAt } from '../../lib/totp';

let harness: TestApp;
let jwt: string;
/** The authenticator secret enrolled by one test and used by the next. */
let totpSecret = '';

beforeAll(async () => {
  harness = await createTestApp();
  jwt = (await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR)).jwt;
});

afterAll(async () => {
  await harness.close();
});

const headers = (extra: Record<string, string> = {}) => ({ ...HARBOR, authorization: `Bearer ${jwt}`, ...extra });
const update = (mfaPreference: string, extra: Record<string, string> = {}) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/v4/web/member/update-mfa-preference',
    headers: headers(extra),
    payload: { mfa_preference: mfaPreference },
  });
const confirm = (totp: string) =>
  harness.app.inject({ method: 'PUT', url: '/api/v4/web/member/mfa/verify-enrolment-code', headers: headers(), payload: { totp } });
const settings = async () => json(await harness.app.inject({ method: 'GET', url: '/api/v1/web/member/mfa-settings', headers: headers() }));

async function elevatedToken(): Promise<string> {
  await harness.app.inject({ method: 'POST', url: '/api/v2/web/member/mfa/elevated-role/request-code', headers: headers() });
  const verified = await harness.app.inject({
    method: 'PUT',
    url: '/api/v2/web/member/mfa/elevated-role/verify-code',
    headers: headers(),
    payload: { totp: await latestCode(harness.services, 'aisha.rahman@example.org') },
  });
  return json<{ elevated_role_token: string }>(verified).elevated_role_token;
}

describe('MFA settings', () => {
  it('shows MFA off and where each channel would send a code, masked', async () => {
    expect(await settings()).toEqual({
      mfa_enrolled: false,
      mfa_type: null,
      destinations: { EMAIL: 'a***@example.org', SMS: '***-***-0117', VOICE: '***-***-0117' },
      pending_mfa_type: null,
      recovery_codes_left: 0,
    });
  });

  it('turns MFA on by e-mail once the code sent there is entered', async () => {
    const chosen = json(await update('EMAIL'));
    expect(chosen).toMatchObject({
      settings: { mfa_enrolled: false, pending_mfa_type: 'EMAIL' },
      code_sent: { channel: 'EMAIL', masked_destination: 'a***@example.org' },
    });
    expect(json(await confirm('999999'))).toMatchObject({ error: { code: 'MFA_INVALID_CODE' } });
    const confirmed = await confirm(await latestCode(harness.services, 'aisha.rahman@example.org'));
    expect(json(confirmed)).toMatchObject({ mfa_enrolled: true, mfa_type: 'EMAIL', pending_mfa_type: null });
  });

  it('needs an elevated-role token to change or turn off MFA once it is on', async () => {
    expect(json(await update('NONE'))).toMatchObject({ error: { code: 'ELEVATION_REQUIRED' } });
    const elevated = await elevatedToken();
    expect(elevated.split('.')).toHaveLength(3);
    // Another session's elevated token does not count here.
    const otherSession = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).jwt;
    const foreign = await harness.app.inject({
      method: 'POST',
      url: '/api/v4/web/member/update-mfa-preference',
      headers: { ...HARBOR, authorization: `Bearer ${otherSession}`, 'x-elevated-role-token': elevated },
      payload: { mfa_preference: 'NONE' },
    });
    expect(foreign.statusCode).toBe(401);
    expect(json(await update('NONE', { 'x-elevated-role-token': elevated }))).toMatchObject({
      settings: { mfa_enrolled: false, mfa_type: null },
    });
  });

  it('enrols an authenticator app with a QR code and its secret, confirmed by a code', async () => {
    const chosen = json<{ code_sent: { totp_setup: { secret: string; otpauth_uri: string; qr_code_data_url: string } } }>(
      await update('TOTP'),
    );
    const setup = chosen.code_sent.totp_setup;
    expect(setup.otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.qr_code_data_url).toMatch(/^data:image\/png;base64,/);
    const now = harness.clock.now();
    const code = totpCodeAt(setup.secret, now);
    expect(json(await confirm(code))).toMatchObject({ mfa_enrolled: true, mfa_type: 'TOTP' });
    // The enrolment code was used: it opens nothing again.
    const again = await harness.app.inject({
      method: 'PUT',
      url: '/api/v2/web/member/mfa/elevated-role/verify-code',
      headers: headers(),
      payload: { totp: code },
    });
    expect(json(again)).toMatchObject({ error: { code: 'MFA_INVALID_CODE' } });
    totpSecret = setup.secret;
  });

  it('accepts the codes of the step before, the current one and the one after, each once; two steps away, none', async () => {
    const secret = totpSecret;
    const step = TOTP_PERIOD_SECONDS * 1000;
    // Align with a step boundary well past the enrolment code's step.
    harness.clock.set(new Date(Math.ceil(harness.clock.now().getTime() / step) * step + 10 * step + 1_000));
    const now = harness.clock.now();
    const at = (steps: number) => totpCodeAt(secret, new Date(now.getTime() + steps * step));
    const elevate = (totp: string) =>
      harness.app.inject({ method: 'PUT', url: '/api/v2/web/member/mfa/elevated-role/verify-code', headers: headers(), payload: { totp } });
    for (const far of [at(-2), at(2)]) expect(json(await elevate(far))).toMatchObject({ error: { code: 'MFA_INVALID_CODE' } });
    for (const near of [at(-1), at(0), at(1)]) {
      expect((await elevate(near)).statusCode).toBe(200);
      expect(json(await elevate(near))).toMatchObject({ error: { code: 'MFA_INVALID_CODE' } });
    }
  });

  it('takes the right code of a new authenticator secret enrolled within the step the old one just used', async () => {
    const first = totpSecret;
    const step = TOTP_PERIOD_SECONDS * 1000;
    // Two steps past those the test before spent.
    harness.clock.set(new Date(Math.ceil(harness.clock.now().getTime() / step) * step + 2 * step + 1_000));
    const now = harness.clock.now();
    const elevate = (totp: string) =>
      harness.app.inject({ method: 'PUT', url: '/api/v2/web/member/mfa/elevated-role/verify-code', headers: headers(), payload: { totp } });
    // Turning the app off takes this step's code of the first secret…
    const elevated = json<{ elevated_role_token: string }>(await elevate(totpCodeAt(first, now))).elevated_role_token;
    expect(json(await update('NONE', { 'x-elevated-role-token': elevated }))).toMatchObject({ settings: { mfa_enrolled: false } });

    // …and the new secret's code for the very same step turns it on again.
    const second = json<{ code_sent: { totp_setup: { secret: string } } }>(await update('TOTP')).code_sent.totp_setup.secret;
    expect(second).not.toBe(first);
    const code = totpCodeAt(second, now);
    expect(json(await confirm(code))).toMatchObject({ mfa_enrolled: true, mfa_type: 'TOTP' });
    // The new secret's code still works only once, and the first secret's codes open nothing.
    expect(json(await elevate(code))).toMatchObject({ error: { code: 'MFA_INVALID_CODE' } });
    expect(json(await elevate(totpCodeAt(first, new Date(now.getTime() + step))))).toMatchObject({
      error: { code: 'MFA_INVALID_CODE' },
    });
  });
});
