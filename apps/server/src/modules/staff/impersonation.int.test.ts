import { IMPERSONATION_LIMIT_MS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowCount, createStaff, memberIdOf, staffCall, staffSignIn, type TestStaff } from '../../../test/staff-helpers';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';

let harness: TestApp;
let admin: TestStaff;
let support: TestStaff;
let mariaId: number;

beforeAll(async () => {
  harness = await createTestApp();
  admin = await createStaff(harness, 'ada.admin', 'ADMIN');
  support = await createStaff(harness, 'sam.support', 'SUPPORT');
  mariaId = await memberIdOf(harness, await staffSignIn(harness, support), 'HHP100001');
});

afterAll(async () => {
  await harness.close();
});

interface Viewing {
  readonly staffJwt: string;
  readonly jwt: string;
  readonly impersonationId: string;
}

async function startViewing(staff: TestStaff, memberId = mariaId): Promise<Viewing> {
  const staffJwt = await staffSignIn(harness, staff);
  const response = await staffCall(harness, staffJwt, 'POST', '/api/v1/staff/impersonations', {
    member_id: memberId,
    reason: 'Member called about a missing reward',
  });
  if (response.statusCode !== 200) throw new Error(`could not start: ${response.body}`);
  const body = response.json<{ jwt: string; impersonation_id: string }>();
  return { staffJwt, jwt: body.jwt, impersonationId: body.impersonation_id };
}

const asViewer = (viewing: Viewing, method: string, url: string, payload?: object, client = 'HARBOR') =>
  harness.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${viewing.jwt}`, 'x-client-abbreviation': client },
    ...(payload ? { payload } : {}),
  });

const memberInfoUrl = (memberId: number) => `/api/v3/web/member/member-info?impersonatedMemberId=${memberId}`;

describe('starting', () => {
  it('needs a reason a person can read later', async () => {
    const staffJwt = await staffSignIn(harness, support);
    const response = await staffCall(harness, staffJwt, 'POST', '/api/v1/staff/impersonations', { member_id: mariaId, reason: 'x' });
    expect(json(response)).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('needs a member who has registered', async () => {
    const staffJwt = await staffSignIn(harness, support);
    const unregistered = await memberIdOf(harness, staffJwt, 'HHP100002');
    const response = await staffCall(harness, staffJwt, 'POST', '/api/v1/staff/impersonations', {
      member_id: unregistered,
      reason: 'Member called about a missing reward',
    });
    expect(json(response)).toMatchObject({ error: { code: 'MEMBER_NOT_REGISTERED' } });
  });
});

describe('viewing a member portal', () => {
  it("shows the member's own data, marked with the staff member viewing it", async () => {
    const viewing = await startViewing(support);
    const response = await asViewer(viewing, 'GET', memberInfoUrl(mariaId));
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      id: mariaId,
      first_name: 'Maria',
      impersonation: { admin_username: 'sam.support', impersonated_member_id: mariaId },
    });
  });

  it('names no other member, and a member cannot name anyone', async () => {
    const viewing = await startViewing(support);
    expect((await asViewer(viewing, 'GET', memberInfoUrl(mariaId + 1))).statusCode).toBe(403);
    const member = await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR);
    const asMember = await harness.app.inject({
      method: 'GET',
      url: memberInfoUrl(mariaId),
      headers: { authorization: `Bearer ${member.jwt}`, 'x-client-abbreviation': 'HARBOR' },
    });
    expect(json(asMember)).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it("opens only the member's own plan's portal", async () => {
    const viewing = await startViewing(support);
    expect((await asViewer(viewing, 'GET', memberInfoUrl(mariaId), undefined, 'MESA')).statusCode).toBe(401);
  });

  it('answers every write of the API, taken from the OpenAPI document, with the read-only refusal', async () => {
    const viewing = await startViewing(support);
    const document = harness.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const writes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') })),
    );
    expect(writes.length).toBeGreaterThan(20);
    for (const write of writes) {
      const response = await asViewer(viewing, write.method, write.url, {});
      expect({ ...write, status: response.statusCode, code: json(response).error }).toMatchObject({
        status: 403,
        code: { code: 'IMPERSONATION_READ_ONLY' },
      });
    }
  });

  it('opens nothing of the staff console: every staff read refuses the view token', async () => {
    const viewing = await startViewing(support);
    const document = harness.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const callable = (path: string): string =>
      path === '/api/v1/staff/members' ? `${path}?clientId=1&name=lopez` : path.replace(/\{[^}]+\}/g, String(mariaId));
    const staffReads = Object.entries(document.paths)
      .filter(([path, operations]) => path.startsWith('/api/v1/staff/') && 'get' in operations)
      .map(([path]) => callable(path));
    expect(staffReads.length).toBeGreaterThanOrEqual(5);
    for (const url of staffReads) expect({ url, status: (await asViewer(viewing, 'GET', url)).statusCode }).toEqual({ url, status: 401 });
  });

  it("keeps the staff member's session alive while they view the portal", async () => {
    const viewing = await startViewing(support);
    for (let minute = 0; minute < 20; minute += 5) {
      harness.clock.advance(5 * 60_000);
      expect((await asViewer(viewing, 'GET', memberInfoUrl(mariaId))).statusCode).toBe(200);
    }
    expect((await staffCall(harness, viewing.staffJwt, 'GET', '/api/v1/staff/clients')).statusCode).toBe(200);
  });

  it('never turns into a member session: the token cannot be renewed into a member token', async () => {
    const viewing = await startViewing(support);
    const response = await asViewer(viewing, 'GET', '/api/v1/web/member/renew-jwt');
    expect(json(response)).toMatchObject({ error: { code: 'IMPERSONATION_READ_ONLY' } });
  });

  it('writes one audit row for each request of a scripted session', async () => {
    const viewing = await startViewing(support);
    const before = await auditRowCount(harness);
    const script: [string, string][] = [
      ['GET', memberInfoUrl(mariaId)],
      ['GET', '/api/v1/web/client/configuration'],
      ['GET', '/api/v2/web/messages'],
      ['PUT', '/api/v1/web/member/preferred-language'],
      ['POST', '/api/v1/web/member/logout'],
      ['GET', memberInfoUrl(mariaId)],
    ];
    for (const [method, url] of script) await asViewer(viewing, method, url, method === 'GET' ? undefined : {});
    await staffCall(harness, viewing.staffJwt, 'DELETE', `/api/v1/staff/impersonations/${viewing.impersonationId}`);
    expect(await auditRowCount(harness)).toBe(before + script.length + 1);
  });
});

describe('ending', () => {
  it('ends when the staff member leaves', async () => {
    const viewing = await startViewing(support);
    const left = await staffCall(harness, viewing.staffJwt, 'DELETE', `/api/v1/staff/impersonations/${viewing.impersonationId}`);
    expect(left.statusCode).toBe(200);
    expect(json(await asViewer(viewing, 'GET', memberInfoUrl(mariaId)))).toMatchObject({ error: { code: 'SESSION_EXPIRED' } });
  });

  it('ends after 30 minutes', async () => {
    const viewing = await startViewing(support);
    // Requests every ten minutes keep the staff session from going idle; the view still ends at 30.
    const step = IMPERSONATION_LIMIT_MS / 3;
    harness.clock.advance(step);
    expect((await asViewer(viewing, 'GET', memberInfoUrl(mariaId))).statusCode).toBe(200);
    harness.clock.advance(step);
    expect((await asViewer(viewing, 'GET', memberInfoUrl(mariaId))).statusCode).toBe(200);
    harness.clock.advance(step - 1_000);
    expect((await asViewer(viewing, 'GET', memberInfoUrl(mariaId))).statusCode).toBe(200);
    harness.clock.advance(2_000);
    expect((await asViewer(viewing, 'GET', memberInfoUrl(mariaId))).statusCode).toBe(401);
  });

  it('stops at the next request once the staff account is disabled, and that request is audited', async () => {
    const temporary = await createStaff(harness, 'tina.temp', 'SUPPORT');
    const viewing = await startViewing(temporary);
    expect((await asViewer(viewing, 'GET', memberInfoUrl(mariaId))).statusCode).toBe(200);
    const adminJwt = await staffSignIn(harness, admin);
    const disabled = await staffCall(harness, adminJwt, 'PUT', `/api/v1/staff/accounts/${temporary.id}/disabled`, { disabled: true });
    expect(json(disabled)).toMatchObject({ username: 'tina.temp', disabled: true });
    const before = await auditRowCount(harness);
    expect(json(await asViewer(viewing, 'GET', memberInfoUrl(mariaId)))).toMatchObject({ error: { code: 'SESSION_EXPIRED' } });
    expect(await auditRowCount(harness)).toBe(before + 1);
    expect((await staffCall(harness, viewing.staffJwt, 'GET', '/api/v1/staff/clients')).statusCode).toBe(401);
  });
});
