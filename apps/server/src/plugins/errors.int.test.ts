import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/test-app';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp({
    beforeReady: (app) => {
      app.get('/api/test-only/explodes', async () => {
        throw new Error('secret internal detail at /srv/app.ts:42 select * from members');
      });
    },
  });
});

afterAll(async () => {
  await harness.close();
});

const login = (payload: string, contentType = 'application/json') =>
  harness.app.inject({
    method: 'POST',
    url: '/api/v2/web/member/login',
    headers: { 'content-type': contentType, 'x-client-abbreviation': 'HARBOR' },
    payload,
  });

describe('one error shape, never a 500 for bad input', () => {
  it('answers malformed JSON with 400 MALFORMED_REQUEST', async () => {
    const response = await login('{"username": ');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ error: { code: 'MALFORMED_REQUEST' } });
  });

  it('answers a wrong type with 400 VALIDATION_FAILED naming the field in wire case', async () => {
    const response = await login(JSON.stringify({ username: 'x', password: 'y', issue_refresh_token: 'yes' }));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { issue_refresh_token: 'validation.invalid' } } });
  });

  it('answers an unreadable media type with 415', async () => {
    const response = await login('username=x', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(json(response)).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('answers an oversized body with 413', async () => {
    const response = await login(JSON.stringify({ username: 'x'.repeat(300_000), password: 'y' }));
    expect(response.statusCode).toBe(413);
    expect(json(response)).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('answers an unknown API path with the JSON 404', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/v9/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ error: { code: 'ROUTE_NOT_FOUND', message: 'No route GET /api/v9/nothing/here' } });
  });

  it('hides what went wrong inside: a bare 500 for the caller, the detail in the log', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/test-only/explodes' });
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong, please try again' } });
    expect(response.body).not.toContain('secret');
    expect(harness.logLines.some((line) => line.includes('secret internal detail'))).toBe(true);
  });

  it('gives every answer a request id that its log lines carry', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/healthz' });
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    harness.logLines.length = 0;
    await harness.app.inject({ method: 'GET', url: '/api/v1/web/client/configuration?lastName=Lopez&dob=1985-04-12' });
    const lines = harness.logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => typeof line.reqId === 'string')).toBe(true);
    // Query strings can hold personal data; log lines carry the route, not the URL.
    expect(harness.logLines.join('\n')).not.toContain('Lopez');
  });
});

describe('health probes', () => {
  it('answers /api/healthz and, with the database up, /api/readyz', async () => {
    expect(json(await harness.app.inject({ method: 'GET', url: '/api/healthz' }))).toEqual({ status: 'ok' });
    expect(json(await harness.app.inject({ method: 'GET', url: '/api/readyz' }))).toEqual({ status: 'ready', database: 'ok' });
  });

  it('answers /api/readyz with 503 when the database is gone, while /api/healthz still answers', async () => {
    const lonely = await createTestApp({ demo: false });
    await lonely.database.close();
    const ready = await lonely.app.inject({ method: 'GET', url: '/api/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(json(ready)).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
    expect((await lonely.app.inject({ method: 'GET', url: '/api/healthz' })).statusCode).toBe(200);
    await lonely.app.close();
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy that allows no inline script', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/healthz' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('OpenAPI document', () => {
  it('is served at /api/docs and shows bodies in the wire case, query names as the spec gives them', async () => {
    const document = json<{ paths: Record<string, Record<string, Record<string, unknown>>> }>(
      await harness.app.inject({ method: 'GET', url: '/api/docs/json' }),
    );
    const login = document.paths['/api/v2/web/member/login']!.post!;
    const body = JSON.stringify(login.requestBody);
    expect(body).toContain('"issue_refresh_token"');
    expect(body).not.toContain('issueRefreshToken');
    expect(JSON.stringify(login.responses)).toContain('"refresh_token"');
    const memberInfo = document.paths['/api/v3/web/member/member-info']!.get!;
    expect(JSON.stringify(memberInfo.parameters)).toContain('"impersonatedMemberId"');
    expect(JSON.stringify(memberInfo.responses)).toContain('"enrollment_email_address_verified_ts_tz"');
    expect(memberInfo.security).toEqual([{ bearerAuth: [] }]);
    expect((await harness.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});
