import { LOGIN_MAX_FAILED_ATTEMPTS } from '@portal/domain';
import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowCount, createStaff, staffCall, staffSignIn, type TestStaff } from '../../../test/staff-helpers';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';
import { auditEvents } from '../../db/schema';
import { totpCodeAt } from '../../lib/totp';

let harness: TestApp;
let admin: TestStaff;
let support: TestStaff;

beforeAll(async () => {
  harness = await createTestApp();
  admin = await createStaff(harness, 'ada.admin', 'ADMIN');
  support = await createStaff(harness, 'sam.support', 'SUPPORT');
});

afterAll(async () => {
  await harness.close();
});

const signInWith = (username: string, password: string, totp: string) =>
  harness.app.inject({ method: 'POST', url: '/api/v1/staff/sign-in', payload: { username, password, totp } });

describe('staff sign-in', () => {
  it('needs the password and a current authenticator code, and each code works once', async () => {
    harness.clock.advance(30_000);
    const code = totpCodeAt(support.totpSecret, harness.clock.now());
    const first = await signInWith(support.username, support.password, code);
    expect(first.statusCode).toBe(200);
    expect(json(first)).toMatchObject({ staff: { username: 'sam.support', role: 'SUPPORT', disabled: false } });
    const replayed = await signInWith(support.username, support.password, code);
    expect(replayed.statusCode).toBe(401);
    harness.clock.advance(30_000);
    const withoutRightCode = await signInWith(support.username, support.password, code === '000000' ? '111111' : '000000');
    expect(withoutRightCode.statusCode).toBe(401);
    const wrongPassword = await signInWith(support.username, 'not-the-password', totpCodeAt(support.totpSecret, harness.clock.now()));
    expect(json(wrongPassword)).toMatchObject({ error: { code: 'INVALID_CREDENTIALS' } });
  });

  it('writes one audit row per attempt, refused or not, even for an unknown username', async () => {
    const before = await auditRowCount(harness);
    await signInWith('nobody.here', 'whatever', '123456');
    await signInWith(support.username, 'wrong', '123456');
    await staffSignIn(harness, support);
    expect(await auditRowCount(harness)).toBe(before + 3);
  });

  it('locks an account after the same number of failures as a member, whatever comes next', async () => {
    const locked = await createStaff(harness, 'lee.locked', 'SUPPORT');
    for (let attempt = 0; attempt < LOGIN_MAX_FAILED_ATTEMPTS; attempt += 1) await signInWith(locked.username, 'wrong', '123456');
    harness.clock.advance(30_000);
    const right = await signInWith(locked.username, locked.password, totpCodeAt(locked.totpSecret, harness.clock.now()));
    expect(right.statusCode).toBe(401);
  });

  it('refuses staff routes without a staff token, and with a member token', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/api/v1/staff/clients' })).statusCode).toBe(401);
    const member = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    expect((await staffCall(harness, member.jwt, 'GET', '/api/v1/staff/clients')).statusCode).toBe(401);
  });

  it("lists the plans with each one's time zone, in which the desk books visits", async () => {
    const jwt = await staffSignIn(harness, support);
    const { clients } = json<{ clients: { abbreviation: string; time_zone: string }[] }>(
      await staffCall(harness, jwt, 'GET', '/api/v1/staff/clients'),
    );
    expect(clients.map((client) => [client.abbreviation, client.time_zone])).toEqual([
      ['HARBOR', 'America/Los_Angeles'],
      ['MESA', 'America/Phoenix'],
    ]);
  });

  it('ends the session at sign-out', async () => {
    const jwt = await staffSignIn(harness, support);
    expect((await staffCall(harness, jwt, 'POST', '/api/v1/staff/sign-out')).statusCode).toBe(200);
    expect(json(await staffCall(harness, jwt, 'GET', '/api/v1/staff/clients'))).toMatchObject({ error: { code: 'SESSION_EXPIRED' } });
  });
});

describe('member search and roster record', () => {
  it('finds members by member number, name or birth date, each search one audit row', async () => {
    const jwt = await staffSignIn(harness, support);
    const before = await auditRowCount(harness);
    const byNumber = json<{ members: { first_name: string }[] }>(
      await staffCall(harness, jwt, 'GET', '/api/v1/staff/members?clientId=1&memberNumber=HHP100001'),
    );
    expect(byNumber.members.map((member) => member.first_name)).toEqual(['Maria']);
    const byName = json<{ members: { client_member_id: string; registered: boolean }[] }>(
      await staffCall(harness, jwt, 'GET', '/api/v1/staff/members?clientId=1&name=lopez%20mar'),
    );
    expect(byName.members).toEqual([expect.objectContaining({ client_member_id: 'HHP100001', registered: true })]);
    const byBirthDate = json<{ members: unknown[] }>(
      await staffCall(harness, jwt, 'GET', '/api/v1/staff/members?clientId=1&birthDate=1985-04-12'),
    );
    expect(byBirthDate.members).toHaveLength(1);
    // A wildcard typed by staff is a letter, not "anything".
    const wildcard = json<{ members: unknown[] }>(await staffCall(harness, jwt, 'GET', '/api/v1/staff/members?clientId=1&name=%25'));
    expect(wildcard.members).toHaveLength(0);
    expect(await auditRowCount(harness)).toBe(before + 4);
  });

  it('records a look-up of ids that do not exist, as asked', async () => {
    const jwt = await staffSignIn(harness, support);
    const before = await auditRowCount(harness);
    expect((await staffCall(harness, jwt, 'GET', '/api/v1/staff/members/99999999')).statusCode).toBe(404);
    expect((await staffCall(harness, jwt, 'GET', '/api/v1/staff/members?clientId=99999&name=a')).statusCode).toBe(200);
    const started = await staffCall(harness, jwt, 'POST', '/api/v1/staff/impersonations', {
      member_id: 99999999,
      reason: 'Checking a member number',
    });
    expect(started.statusCode).toBe(404);
    expect(await auditRowCount(harness)).toBe(before + 3);
  });

  it('asks for at least one criterion', async () => {
    const jwt = await staffSignIn(harness, support);
    const response = await staffCall(harness, jwt, 'GET', '/api/v1/staff/members?clientId=1');
    expect(json(response)).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it("shows a member's roster record and records who viewed it", async () => {
    const jwt = await staffSignIn(harness, support);
    const [found] = json<{ members: { member_id: number }[] }>(
      await staffCall(harness, jwt, 'GET', '/api/v1/staff/members?clientId=1&memberNumber=HHP100001'),
    ).members;
    const record = await staffCall(harness, jwt, 'GET', `/api/v1/staff/members/${found!.member_id}`);
    expect(json(record)).toMatchObject({ client_abbreviation: 'HARBOR', first_name: 'Maria', username: 'maria.lopez' });
    const [row] = await harness.database.db
      .select({ action: auditEvents.action, memberId: auditEvents.memberId, clientId: auditEvents.clientId })
      .from(auditEvents)
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(row).toEqual({ action: 'MEMBER_VIEW', memberId: found!.member_id, clientId: 1 });
  });
});

describe('audit log', () => {
  it('is for administrators: support staff cannot read it or manage accounts', async () => {
    const jwt = await staffSignIn(harness, support);
    expect(json(await staffCall(harness, jwt, 'GET', '/api/v1/staff/audit-events'))).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect((await staffCall(harness, jwt, 'GET', '/api/v1/staff/audit-events.csv')).statusCode).toBe(403);
    expect((await staffCall(harness, jwt, 'GET', '/api/v1/staff/accounts')).statusCode).toBe(403);
  });

  it('lists events newest first, filtered by staff member, and exports them as CSV', async () => {
    const jwt = await staffSignIn(harness, admin);
    const listed = json<{ events: { staff_id: number; action: string }[] }>(
      await staffCall(harness, jwt, 'GET', `/api/v1/staff/audit-events?staffId=${support.id}`),
    );
    expect(listed.events.length).toBeGreaterThan(3);
    expect(new Set(listed.events.map((event) => event.staff_id))).toEqual(new Set([support.id]));
    const csv = await staffCall(harness, jwt, 'GET', `/api/v1/staff/audit-events.csv?staffId=${support.id}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,occurredAt,staffId,staffUsername,memberId,clientId,action,method,path,outcome,reason');
    expect(lines.length).toBe(listed.events.length + 1);
  });

  it('cannot be changed or emptied, even by the database owner', async () => {
    await expect(harness.database.db.execute(sql`update audit_events set outcome = 200`)).rejects.toThrow();
    await expect(harness.database.db.execute(sql`delete from audit_events`)).rejects.toThrow();
    await expect(harness.database.db.execute(sql`truncate audit_events`)).rejects.toThrow();
    expect(await auditRowCount(harness)).toBeGreaterThan(0);
  });
});
