import { MFA_LOCK_MS, MFA_MAX_FAILED_ATTEMPTS, RECOVERY_CODE_COUNT } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { HARBOR } from '../../../test/identity-flows';
import { createTestApp, DEMO_PASSWORD, json, latestCode, signIn, withElevation, type TestApp } from '../../../test/test-app';
import { RECOVERY_CODE_USED } from './recovery-codes';

const EMAIL = 'aisha.rahman@example.org';
let harness: TestApp;
let jwt: string;
let memberId: number;
/** The set shown when two-step verification was turned on. */
let shown: string[] = [];

beforeAll(async () => {
  harness = await createTestApp();
  ({ jwt, memberId } = await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR));
});

afterAll(async () => {
  await harness.close();
});

const bearer = (token: string) => ({ ...HARBOR, authorization: `Bearer ${token}` });
const settings = async () =>
  json<{ recovery_codes_left: number }>(
    await harness.app.inject({ method: 'GET', url: '/api/v1/web/member/mfa-settings', headers: bearer(jwt) }),
  );
const regenerate = (token: string) =>
  harness.app.inject({ method: 'POST', url: '/api/v1/web/member/mfa/recovery-codes', headers: bearer(token) });

/** A new sign-in that stops at the second step. */
async function pendingSignIn(): Promise<string> {
  return (await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR)).jwt;
}
const useCode = (pending: string, recoveryCode: string) =>
  harness.app.inject({
    method: 'PUT',
    url: '/api/v1/web/member/mfa/verify-recovery-code',
    headers: bearer(pending),
    payload: { recovery_code: recoveryCode },
  });

async function storedHashes(): Promise<string[]> {
  const rows = await queryRows<{ code_hash: string }>(
    harness.database.db,
    sql`select code_hash from recovery_codes where member_id = ${memberId} and used_at is null`,
  );
  return rows.map((row) => row.code_hash);
}

describe('recovery codes', () => {
  it('are made when two-step verification is turned on, shown in that answer only, and kept only as hashes', async () => {
    await harness.app.inject({
      method: 'POST',
      url: '/api/v4/web/member/update-mfa-preference',
      headers: bearer(jwt),
      payload: { mfa_preference: 'EMAIL' },
    });
    const confirmed = json<{ mfa_enrolled: boolean; recovery_codes: string[]; recovery_codes_left: number }>(
      await harness.app.inject({
        method: 'PUT',
        url: '/api/v4/web/member/mfa/verify-enrolment-code',
        headers: bearer(jwt),
        payload: { totp: await latestCode(harness.services, EMAIL) },
      }),
    );
    expect(confirmed.mfa_enrolled).toBe(true);
    expect(confirmed.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of confirmed.recovery_codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    expect(new Set(confirmed.recovery_codes).size).toBe(RECOVERY_CODE_COUNT);
    expect(confirmed.recovery_codes_left).toBe(RECOVERY_CODE_COUNT);
    shown = confirmed.recovery_codes;

    // Later answers give the count, never the codes.
    const later = await settings();
    expect(later).toMatchObject({ recovery_codes_left: RECOVERY_CODE_COUNT });
    expect(JSON.stringify(later)).not.toContain(shown[0]!.slice(0, 5));
    const hashes = await storedHashes();
    expect(hashes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of shown) {
      const plain = code.replace('-', '');
      for (const hash of hashes) expect(hash).not.toContain(plain);
    }
  });

  it('completes a sign-in once each, typed in any case and spacing; the use is recorded and never logged', async () => {
    const pending = await pendingSignIn();
    const code = shown[0]!;
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    const used = await useCode(pending, typed);
    expect(used.statusCode).toBe(200);
    const session = json<{ jwt: string; recovery_codes_left: number }>(used);
    expect(session.recovery_codes_left).toBe(RECOVERY_CODE_COUNT - 1);
    expect(
      (await harness.app.inject({ method: 'GET', url: '/api/v3/web/member/member-info', headers: bearer(session.jwt) })).statusCode,
    ).toBe(200);
    // The same code a second time opens nothing.
    expect(json(await useCode(await pendingSignIn(), code))).toMatchObject({ error: { code: 'MFA_INVALID_CODE' } });

    const activities = await queryRows<{ activity_type: string }>(
      harness.database.db,
      sql`select activity_type from member_activities where member_id = ${memberId}`,
    );
    expect(activities.map((row) => row.activity_type)).toContain(RECOVERY_CODE_USED);
    expect(harness.logLines.some((line) => line.includes('A recovery code completed a sign-in'))).toBe(true);
    const plain = code.replace('-', '');
    expect(harness.logLines.filter((line) => line.toLowerCase().includes(plain) || line.toLowerCase().includes(code))).toEqual([]);
    expect(await settings()).toMatchObject({ recovery_codes_left: RECOVERY_CODE_COUNT - 1 });
  });

  it('count wrong guesses with wrong sign-in codes and lock the second step after the maximum', async () => {
    // A code that works clears the count the refused reuse above left.
    expect((await useCode(await pendingSignIn(), shown[2]!)).statusCode).toBe(200);
    const pending = await pendingSignIn();
    for (let attempt = 1; attempt < MFA_MAX_FAILED_ATTEMPTS; attempt += 1) {
      expect(json(await useCode(pending, 'aaaaa-aaaaa'))).toMatchObject({ error: { code: 'MFA_INVALID_CODE' } });
    }
    expect(json(await useCode(pending, 'aaaaa-aaaaa'))).toMatchObject({ error: { code: 'MFA_LOCKED' } });
    // Locked, a right code waits too.
    expect(json(await useCode(pending, shown[1]!))).toMatchObject({ error: { code: 'MFA_LOCKED' } });
    // Once the lock has run out, it works (and gives this file a fresh full session).
    harness.clock.advance(MFA_LOCK_MS + 1_000);
    const after = await useCode(await pendingSignIn(), shown[1]!);
    expect(after.statusCode).toBe(200);
    jwt = json<{ jwt: string }>(after).jwt;
  });

  it('can be made again only after a code, and a new set voids the old one', async () => {
    expect(json(await regenerate(jwt))).toMatchObject({ error: { code: 'ELEVATION_REQUIRED' } });
    const again = json<{ recovery_codes: string[]; settings: { recovery_codes_left: number } }>(
      await regenerate(await withElevation(harness, jwt)),
    );
    expect(again.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(again.settings.recovery_codes_left).toBe(RECOVERY_CODE_COUNT);
    expect(again.recovery_codes).not.toContain(shown[3]);
    expect(json(await useCode(await pendingSignIn(), shown[3]!))).toMatchObject({ error: { code: 'MFA_INVALID_CODE' } });
    expect((await useCode(await pendingSignIn(), again.recovery_codes[0]!)).statusCode).toBe(200);
  });

  it('are not taken by a session that has passed the second step, nor kept once two-step verification is off', async () => {
    expect(json(await useCode(jwt, 'aaaaa-aaaaa'))).toMatchObject({ error: { code: 'FORBIDDEN' } });
    const off = await harness.app.inject({
      method: 'POST',
      url: '/api/v4/web/member/update-mfa-preference',
      headers: bearer(await withElevation(harness, jwt)),
      payload: { mfa_preference: 'NONE' },
    });
    expect(json(off)).toMatchObject({ settings: { mfa_enrolled: false, recovery_codes_left: 0 } });
    expect(await storedHashes()).toEqual([]);
  });
});
