import { afterAll, beforeAll, expect, it } from 'vitest';
import { HARBOR, JAMES, register } from '../../test/identity-flows';
import { createTestApp, json, latestCode, type TestApp } from '../../test/test-app';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp({ environment: { LOG_LEVEL: 'trace' } });
});

afterAll(async () => {
  await harness.close();
});

it('never writes a password, code or token to the logs, over a full run of registration, MFA, renewal and recovery', async () => {
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

  const log = harness.logLines.join('\n');
  // The log was really written: one line for each of the requests above, at least.
  expect(harness.logLines.filter((line) => line.includes('"request completed"')).length).toBeGreaterThanOrEqual(10);
  expect(log, 'one line per request, written when it ends').not.toContain('incoming request');
  for (const secret of secrets) expect(log.includes(secret), `a secret of ${secret.length} characters reached the log`).toBe(false);
  // Nor the member's e-mail address or birth date.
  expect(log).not.toContain(JAMES.email);
  expect(log).not.toContain('1979-11-30');
});
