import { DEVICE_POLL_INTERVAL_SECONDS } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARBOR, JAMES, register } from '../../../test/identity-flows';
import { createTestApp, json, latestCode, type TestApp } from '../../../test/test-app';
import type { Database } from '../../db/database';
import {
  memberActivities,
  memberAddresses,
  memberAgreements,
  memberCoverages,
  memberEmails,
  memberMessages,
  memberPhones,
  members,
  rememberTokens,
} from '../../db/schema';

let harness: TestApp;
let db: Database;
/** James registers in the portal: his first session and this device, remembered. */
let account: Awaited<ReturnType<typeof register>>;

beforeAll(async () => {
  harness = await createTestApp();
  db = harness.database.db;
  account = await register(harness);
});

afterAll(async () => {
  await harness.close();
});

const bearer = (jwt: string, extra: Record<string, string> = {}) => ({ ...HARBOR, authorization: `Bearer ${jwt}`, ...extra });
const deleteAccount = (jwt: string, elevatedToken?: string) =>
  harness.app.inject({
    method: 'DELETE',
    url: '/api/v1/web/member/registration',
    headers: bearer(jwt, elevatedToken ? { 'x-elevated-role-token': elevatedToken } : {}),
  });
const memberInfo = (jwt: string) => harness.app.inject({ method: 'GET', url: '/api/v3/web/member/member-info', headers: bearer(jwt) });
const login = (body: object) => harness.app.inject({ method: 'POST', url: '/api/v2/web/member/login', headers: HARBOR, payload: body });

async function elevatedToken(jwt: string): Promise<string> {
  await harness.app.inject({ method: 'POST', url: '/api/v2/web/member/mfa/elevated-role/request-code', headers: bearer(jwt) });
  const verified = await harness.app.inject({
    method: 'PUT',
    url: '/api/v2/web/member/mfa/elevated-role/verify-code',
    headers: bearer(jwt),
    payload: { totp: await latestCode(harness.services, JAMES.email) },
  });
  return json<{ elevated_role_token: string }>(verified).elevated_role_token;
}

const rowsOf = async (table: typeof memberEmails | typeof memberPhones | typeof memberAddresses, memberId: number) =>
  (await db.select({ rows: count() }).from(table).where(eq(table.memberId, memberId)))[0]!.rows;

async function keptRecords(memberId: number) {
  const counted = async (table: typeof memberCoverages | typeof memberActivities | typeof memberMessages | typeof memberAgreements) =>
    (await db.select({ rows: count() }).from(table).where(eq(table.memberId, memberId)))[0]!.rows;
  return {
    coverages: await counted(memberCoverages),
    activities: await counted(memberActivities),
    messages: await counted(memberMessages),
    acceptances: await counted(memberAgreements),
  };
}

describe('deleting the account', () => {
  it('needs an elevated-role token, and changes nothing without one', async () => {
    const response = await deleteAccount(account.jwt);
    expect(response.statusCode).toBe(403);
    expect(json(response)).toMatchObject({ error: { code: 'ELEVATION_REQUIRED' } });
    expect(json(await memberInfo(account.jwt))).toMatchObject({ username: JAMES.username });
  });

  it('deletes what registration created, ends every session, keeps the roster record and history, and lets the member register again', async () => {
    const memberId = account.member_id;
    const signIn = async () =>
      json<{ jwt: string; refresh_token: string; mfa_type: string | null }>(
        await login({ username: JAMES.username, password: JAMES.password, remember_token: account.remember_token }),
      );
    const [first, other] = [await signIn(), await signIn()];
    expect([first.mfa_type, other.mfa_type]).toEqual([null, null]);

    // What the member did, which the health plan keeps.
    await harness.app.inject({
      method: 'POST',
      url: '/api/v4/web/member/post-member-activity',
      headers: bearer(first.jwt),
      payload: { activity_type: 'PROFILE_UPDATED' },
    });
    const harbor = (await harness.services.clients.findClient('HARBOR'))!;
    await harness.services.agreements.acceptAll(harbor, memberId);
    await db.insert(memberMessages).values({ clientId: harbor.configuration.id, memberId, subject: 'Hello', body: 'A message' });
    await harness.app.inject({
      method: 'PUT',
      url: '/api/v1/web/member/update/ethnography',
      headers: bearer(first.jwt),
      payload: { race: 'WHITE', ethnography: 'NOT_HISPANIC_OR_LATINO' },
    });
    const kept = await keptRecords(memberId);
    // The activity posted, and the server's own note of the profile change (decision 0031).
    expect(kept).toMatchObject({ coverages: 1, activities: 2, messages: 1 });
    expect(kept.acceptances).toBeGreaterThan(0);

    // A reset link and a mobile app approval, both waiting.
    await harness.app.inject({
      method: 'POST',
      url: '/api/v1/web/member/reset-password',
      headers: HARBOR,
      payload: { first_name: JAMES.firstName, last_name: JAMES.lastName, client_member_id: JAMES.clientMemberId, dob: JAMES.dob },
    });
    const [resetMail] = await harness.services.devOutbox.list(JAMES.email);
    const resetToken = new URL(/https?:\/\/\S+/.exec(resetMail!.body)![0]).searchParams.get('token')!;
    const device = json<{ device_code: string; user_code: string }>(
      await harness.app.inject({ method: 'POST', url: '/api/v1/mobile/device-authorization', headers: HARBOR }),
    );
    const approved = await harness.app.inject({
      method: 'POST',
      url: '/api/v3/web/member/authentication-code/user-code',
      headers: bearer(other.jwt),
      payload: { user_code: device.user_code },
    });
    expect(json(approved)).toEqual({ approved: true });

    const response = await deleteAccount(first.jwt, await elevatedToken(first.jwt));
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ saved: true });

    // Every session, refresh token, remembered device, code and approval is over.
    for (const jwt of [account.jwt, first.jwt, other.jwt]) expect((await memberInfo(jwt)).statusCode).toBe(401);
    for (const refreshToken of [first.refresh_token, other.refresh_token]) {
      const refreshed = await harness.app.inject({
        method: 'POST',
        url: '/api/v1/web/member/renew-jwt-with-refresh',
        headers: HARBOR,
        payload: { refresh_token: refreshToken },
      });
      expect(json(refreshed)).toMatchObject({ error: { code: 'REFRESH_TOKEN_INVALID' } });
    }
    expect(
      await db.select({ revokedAt: rememberTokens.revokedAt }).from(rememberTokens).where(eq(rememberTokens.memberId, memberId)),
    ).not.toContainEqual({
      revokedAt: null,
    });
    harness.clock.advance(DEVICE_POLL_INTERVAL_SECONDS * 1000);
    const polled = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/mobile/token',
      headers: HARBOR,
      payload: { device_code: device.device_code },
    });
    expect(json(polled)).toMatchObject({ error: { code: 'EXPIRED_TOKEN' } });
    expect(json(await login({ username: JAMES.username, password: JAMES.password }))).toMatchObject({
      error: { code: 'INVALID_CREDENTIALS' },
    });

    // The roster record stays, without what registration and the member added.
    const [after] = await db.select().from(members).where(eq(members.id, memberId));
    expect(after).toMatchObject({
      clientMemberId: JAMES.clientMemberId,
      firstName: JAMES.firstName,
      dob: JAMES.dob,
      rosterEmail: JAMES.email,
      rosterStreet1: '88 SE Ankeny St',
      username: null,
      usernameKey: null,
      passwordHash: null,
      passwordChangedAt: null,
      registeredAt: null,
      mfaEnrolled: false,
      mfaType: null,
      totpSecretSealed: null,
      pendingMfaType: null,
      pendingTotpSecretSealed: null,
      communicationPreferences: null,
      smsOptIn: null,
      guardianFirstName: null,
      guardianLastName: null,
      guardianDob: null,
      race: null,
      ethnography: null,
    });
    for (const table of [memberEmails, memberPhones, memberAddresses]) expect(await rowsOf(table, memberId)).toBe(0);
    expect(await keptRecords(memberId)).toEqual(kept);

    // The same person registers again through the portal; the old link and tokens stay dead.
    const again = await register(harness);
    expect(again.member_id).toBe(memberId);
    expect((await memberInfo(again.jwt)).statusCode).toBe(200);
    expect((await memberInfo(first.jwt)).statusCode).toBe(401);
    const reset = await harness.app.inject({
      method: 'PUT',
      url: `/api/v1/web/member/reset-password/${JAMES.username}`,
      headers: HARBOR,
      payload: { old_password: resetToken, new_password: 'Taken#Over2026' },
    });
    expect(json(reset)).toMatchObject({ error: { code: 'INVALID_RESET_LINK' } });
    expect(json(await login({ username: JAMES.username, password: JAMES.password, remember_token: again.remember_token }))).toMatchObject({
      member_id: memberId,
      mfa_type: null,
    });
  });
});
