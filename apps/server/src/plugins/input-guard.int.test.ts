import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HARBOR } from '../../test/identity-flows';
import { auditRowCount, createStaff, memberIdOf, staffCall, staffSignIn, type TestStaff } from '../../test/staff-helpers';
import { createTestApp, json, type TestApp } from '../../test/test-app';

let harness: TestApp;
let support: TestStaff;

beforeAll(async () => {
  harness = await createTestApp();
  support = await createStaff(harness, 'sam.support', 'SUPPORT');
});

afterAll(async () => {
  await harness.close();
});

const get = (url: string) => harness.app.inject({ method: 'GET', url, headers: HARBOR });

describe('control characters at the edge', () => {
  it('refuses a NUL in a public query with a validation answer, not a database failure', async () => {
    const answer = await get('/api/v1/web/member/username-check?username=%00');
    expect(answer.statusCode).toBe(400);
    expect(json(answer)).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { username: 'validation.invalid' } } });
  });

  it('refuses a NUL in the development outbox filter', async () => {
    expect((await get('/api/dev/outbox?destination=%00')).statusCode).toBe(400);
    expect((await get('/api/dev/outbox?destination=a%01b')).statusCode).toBe(400);
    expect((await get('/api/dev/outbox?destination=nobody%40example.com')).statusCode).toBe(200);
  });

  it('refuses a NUL in an impersonation reason and still writes the request its one audit row', async () => {
    const jwt = await staffSignIn(harness, support);
    const memberId = await memberIdOf(harness, jwt, 'HHP100001');
    const before = await auditRowCount(harness);
    const answer = await staffCall(harness, jwt, 'POST', '/api/v1/staff/impersonations', {
      member_id: memberId,
      reason: 'Member called\u0000 about a reward',
    });
    expect(answer.statusCode).toBe(400);
    expect(json(answer)).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { reason: 'validation.invalid' } } });
    expect(await auditRowCount(harness)).toBe(before + 1);
  });

  it('keeps tabs and line breaks in body text, which comments may hold, and refuses other controls there', async () => {
    const payload = (comment: string) => ({
      method: 'POST' as const,
      url: '/api/v1/web/messages/subscriptions/memberId/1/token/not-a-token/comments',
      headers: HARBOR,
      payload: { comment },
    });
    const multiLine = await harness.app.inject(payload('First line\r\nsecond\tline'));
    expect(json(multiLine)).not.toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    const bell = await harness.app.inject(payload('ring \u0007'));
    expect(json(bell)).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { comment: 'validation.invalid' } } });
  });

  it('refuses control characters in keys and bodies nested past any call', async () => {
    const key = await harness.app.inject({
      method: 'POST',
      url: '/api/v2/web/member/login',
      headers: HARBOR,
      payload: { 'user\u0000name': 'x' },
    });
    expect(key.statusCode).toBe(400);
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const nested = await harness.app.inject({
      method: 'POST',
      url: '/api/v2/web/member/login',
      headers: { ...HARBOR, 'content-type': 'application/json' },
      payload: deep,
    });
    expect(json(nested)).toMatchObject({ error: { code: 'MALFORMED_REQUEST' } });
  });
});

describe('ids in paths', () => {
  it('refuses an impersonation id that is not a UUID, with its audit row', async () => {
    const jwt = await staffSignIn(harness, support);
    const before = await auditRowCount(harness);
    const answer = await staffCall(harness, jwt, 'DELETE', '/api/v1/staff/impersonations/x');
    expect(answer.statusCode).toBe(400);
    expect(json(answer)).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { impersonation_id: 'validation.invalid' } } });
    expect(await auditRowCount(harness)).toBe(before + 1);
  });

  it('refuses a member id past the database integer', async () => {
    const jwt = await staffSignIn(harness, support);
    expect((await staffCall(harness, jwt, 'GET', '/api/v1/staff/members/99999999999')).statusCode).toBe(400);
  });
});

describe('the audit row of a staff request that fails inside', () => {
  const auditActions = async (): Promise<{ action: string; outcome: number; reason: string | null }[]> => {
    const admin = await createStaff(harness, `ada.admin.${Date.now()}`, 'ADMIN');
    const answer = await staffCall(harness, await staffSignIn(harness, admin), 'GET', '/api/v1/staff/audit-events');
    return json<{ events: { action: string; outcome: number; reason: string | null }[] }>(answer).events;
  };

  it('is written once, outside the rolled-back transaction, with the 500 it answered', async () => {
    const jwt = await staffSignIn(harness, support);
    const memberId = await memberIdOf(harness, jwt, 'HHP100001');
    const started = await staffCall(harness, jwt, 'POST', '/api/v1/staff/impersonations', {
      member_id: memberId,
      reason: 'Checking a reward',
    });
    const { impersonation_id: impersonationId } = json<{ impersonation_id: string }>(started);
    const record = harness.services.audit.record.bind(harness.services.audit);
    const failing = vi
      .spyOn(harness.services.audit, 'record')
      .mockImplementation(async (entry, now, tx) => (tx ? Promise.reject(new Error('the transaction failed')) : record(entry, now)));
    try {
      const before = await auditRowCount(harness);
      const answer = await staffCall(harness, jwt, 'DELETE', `/api/v1/staff/impersonations/${impersonationId}`);
      expect(answer.statusCode).toBe(500);
      expect(await auditRowCount(harness)).toBe(before + 1);
    } finally {
      failing.mockRestore();
    }
    expect((await auditActions()).find((event) => event.action === 'IMPERSONATION_END')).toMatchObject({ outcome: 500 });
  });

  it('is written without its reason when the database refuses the reason', async () => {
    const jwt = await staffSignIn(harness, support);
    const memberId = await memberIdOf(harness, jwt, 'HHP100005');
    const record = harness.services.audit.record.bind(harness.services.audit);
    const refusing = vi
      .spyOn(harness.services.audit, 'record')
      .mockImplementation(async (entry, now, tx) =>
        entry.reason ? Promise.reject(new Error('invalid byte sequence')) : record(entry, now, tx),
      );
    try {
      const before = await auditRowCount(harness);
      const answer = await staffCall(harness, jwt, 'POST', '/api/v1/staff/impersonations', {
        member_id: memberId,
        reason: 'A reason refused',
      });
      expect(answer.statusCode).toBe(500);
      expect(await auditRowCount(harness)).toBe(before + 1);
    } finally {
      refusing.mockRestore();
    }
    expect((await auditActions()).find((event) => event.action === 'IMPERSONATION_START')).toMatchObject({ outcome: 500, reason: null });
  });
});
