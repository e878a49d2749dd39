import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { HARBOR, JAMES, register } from '../../test/identity-flows';
import { createStaff, memberIdOf, staffCall, staffSignIn } from '../../test/staff-helpers';
import { createTestApp, json, latestCode, type TestApp } from '../../test/test-app';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp({ environment: { LOG_LEVEL: 'trace' } });
});

afterAll(async () => {
  await harness.close();
});

it('never writes a password, code, token or personal detail to the logs, over a full run of registration, MFA, renewal, recovery, impersonation and failed queries', async () => {
  const canaryPassword = 'Canary#Pass9';
  const secrets: string[] = [canaryPassword];
  const session = await register(harness, { ...JAMES, password: canaryPassword });
  secrets.push(session.jwt, session.refresh_token, session.remember_token, session.registrationToken);

  const pending = json<{ jwt: string }>(
    await harness.app.inject({
      method: 'POST',
      url: '/api/v2/web/member/login',
      headers: HARBOR,
      payload: { username: JAMES.username, password: canaryPassword },
    }),
  );
  secrets.push(pending.jwt);
  const bearer = { ...HARBOR, authorization: `Bearer ${pending.jwt}` };
  await harness.app.inject({ method: 'POST', url: '/api/v2/web/member/mfa/request-code', headers: bearer });
  const code = await latestCode(harness.services, JAMES.email);
  secrets.push(code);
  const done = json<{ jwt: string; refresh_token: string; remember_token: string }>(
    await harness.app.inject({ method: 'PUT', url: '/api/v2/web/member/mfa/verify-code', headers: bearer, payload: { totp: code } }),
  );
  secrets.push(done.jwt, done.refresh_token, done.remember_token);
  const renewed = json<{ jwt: string; refresh_token: string }>(
    await harness.app.inject({
      method: 'POST',
      url: '/api/v1/web/member/renew-jwt-with-refresh',
      headers: HARBOR,
      payload: { refresh_token: done.refresh_token },
    }),
  );
  secrets.push(renewed.jwt, renewed.refresh_token);
  await harness.app.inject({
    method: 'POST',
    url: '/api/v1/web/member/reset-password',
    headers: HARBOR,
    payload: { first_name: 'James', last_name: 'Carter', client_member_id: 'HHP100004', dob: '1979-11-30' },
  });
  const [resetMail] = await harness.services.devOutbox.list(JAMES.email);
  const resetToken = new URL(/https?:\/\/\S+/.exec(resetMail!.body)![0]).searchParams.get('token')!;
  secrets.push(resetToken, 'Canary#New9');
  await harness.app.inject({
    method: 'PUT',
    url: `/api/v1/web/member/reset-password/${JAMES.username}`,
    headers: HARBOR,
    payload: { old_password: resetToken, new_password: 'Canary#New9' },
  });
  // A wrong attempt, whose password an error path might be tempted to log.
  await harness.app.inject({
    method: 'POST',
    url: '/api/v2/web/member/login',
    headers: HARBOR,
    payload: { username: JAMES.username, password: 'Canary#Wrong9' },
  });
  secrets.push('Canary#Wrong9');

  // Staff view the member's portal for a stated reason.
  const canaryReason = 'Canary reason: member called about reward 4417';
  const support = await createStaff(harness, 'canary.support', 'SUPPORT');
  const staffJwt = await staffSignIn(harness, support);
  const memberId = await memberIdOf(harness, staffJwt, JAMES.clientMemberId);
  await staffCall(harness, staffJwt, 'POST', '/api/v1/staff/impersonations', { member_id: memberId, reason: canaryReason });

  // Queries that fail inside, their values being what the member typed: the log names the statement, not the values.
  const failing = vi
    .spyOn(harness.services.registration, 'isUsernameAvailable')
    .mockImplementation(async (_client, username) =>
      harness.database.db.execute(sql`select ${username}::integer as taken, ${JAMES.clientMemberId}::date as born`).then(() => true),
    );
  try {
    const answer = await harness.app.inject({
      method: 'GET',
      url: `/api/v1/web/member/username-check?username=${JAMES.username}`,
      headers: HARBOR,
    });
    expect(answer.statusCode).toBe(500);
  } finally {
    failing.mockRestore();
  }
  expect(harness.logLines.some((line) => line.includes('"statement":"select"') && line.includes('"code":"22P02"'))).toBe(true);

  const log = harness.logLines.join('\n');
  // The log was really written: one line for each of the requests above, at least.
  expect(harness.logLines.filter((line) => line.includes('"request completed"')).length).toBeGreaterThanOrEqual(10);
  expect(log, 'one line per request, written when it ends').not.toContain('incoming request');
  for (const secret of secrets) expect(log.includes(secret), `a secret of ${secret.length} characters reached the log`).toBe(false);
  // Nor the member's e-mail address, username, member number, birth date or a staff member's reason.
  expect(log).not.toContain(JAMES.email);
  expect(log).not.toContain(JAMES.username);
  expect(log).not.toContain(JAMES.clientMemberId);
  expect(log).not.toContain(JAMES.dob);
  expect(log).not.toContain(canaryReason);
  expect(log).not.toContain('reward 4417');
});
